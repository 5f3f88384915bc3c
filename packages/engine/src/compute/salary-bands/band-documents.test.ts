import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_WEIGHTS } from '@parytet/contract/categories';
import { bandAdvertSchema, criteriaPageSchema } from '@parytet/contract/salary-band-documents';
import { bandAdverts, bandAdvertSentence } from './band-adverts.ts';
import { formatBandRange } from './band-money.ts';
import { criteriaPage } from './criteria-page.ts';

// Intl writes a no-break space (U+00A0) in "PLN 8,000" and as Polish digit groups.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatBandRange', () => {
  it('writes the currency once, where the language puts it, whole amounts without decimals', () => {
    expect(plain(formatBandRange('en', 'PLN', 8000, 12000))).toBe('PLN 8,000–12,000');
    expect(plain(formatBandRange('pl', 'PLN', 8000, 12000))).toBe('8000–12 000 zł');
    expect(plain(formatBandRange('en', 'EUR', 8000, 12000))).toBe('€8,000–12,000');
    expect(plain(formatBandRange('pl', 'EUR', 8000.5, 12000))).toBe('8000,50–12 000,00 €');
    expect(plain(formatBandRange('en', 'PLN', 9000, 9000))).toBe('PLN 9,000');
  });
});

describe('bandAdverts (Art. 5)', () => {
  it('gives each band a sentence in English and Polish: monthly, gross, full time, its basis', () => {
    const [advert] = bandAdverts(
      [{ level: 'L2', job_family: 'Engineering', min: 8000, mid: 10000, max: 12000 }],
      'base',
      'PLN',
    );
    expect(advert && { ...advert, en: plain(advert.en), pl: plain(advert.pl) }).toEqual({
      level: 'L2',
      job_family: 'Engineering',
      min: 8000,
      max: 12000,
      en: 'Base salary: PLN 8,000–12,000 gross per month for full-time work (pro rata for part-time).',
      pl: 'Wynagrodzenie zasadnicze: 8000–12 000 zł brutto miesięcznie za pracę w pełnym wymiarze czasu pracy (przy niepełnym etacie proporcjonalnie).',
    });
    expect(bandAdvertSchema.parse(advert)).toEqual(advert);
    expect(bandAdvertSentence('en', { min: 5000.5, max: 6000 }, 'total', 'EUR')).toMatch(
      /^Total pay \(base salary with bonuses and benefits\): €5,000\.50–6,000\.00 gross per month/,
    );
  });
});

describe('criteriaPage (Art. 6)', () => {
  const bands = {
    effective_from: '2026-01-01',
    basis: 'base' as const,
    currency: 'PLN',
    bands: [
      { level: 'L10', job_family: null, min: 9000, mid: 10000, max: 11000 },
      { level: 'L2', job_family: 'Sales', min: 5000, mid: 6000, max: 7000 },
      { level: 'L2', job_family: null, min: 4000, mid: 5000, max: 6000 },
    ],
  };

  it('states the bands in force, each range in natural order, and the job evaluation’s criteria', () => {
    const scheme = {
      kind: 'job_evaluation' as const,
      weights: DEFAULT_JOB_WEIGHTS,
      band_width: 5,
      positions: [],
    };
    const page = criteriaPage('en', bands, scheme);
    expect(criteriaPageSchema.parse(page)).toEqual(page);
    expect(page.title).toBe('Pay and pay progression criteria');
    expect(page.sections.map((s) => s.heading)).toEqual([
      'How pay is set',
      'Salary bands',
      'Criteria that determine pay',
      'Pay progression',
      'Equal pay for women and men',
    ]);
    expect(page.sections[0]?.body).toContain('in force from 2026-01-01: 3 bands');
    expect(plain(page.sections[1]?.body ?? '').split('\n')).toEqual([
      '• L2: PLN 4,000–6,000 (midpoint PLN 5,000)',
      '• L2, Sales: PLN 5,000–7,000 (midpoint PLN 6,000)',
      '• L10: PLN 9,000–11,000 (midpoint PLN 10,000)',
    ]);
    const criteria = page.sections[2]?.body ?? '';
    expect(criteria).toContain('skills 30 % (knowledge, experience, interpersonal skills)');
    expect(criteria).toContain('within 5 points');
    expect(criteria).toContain('these job families have bands of their own: Sales.');
  });

  it('writes Polish, and says so when there are no bands yet', () => {
    const page = criteriaPage('pl', null, { kind: 'levels' });
    expect(page.title).toBe('Kryteria ustalania wynagrodzeń i ich progresji');
    expect(page.sections[0]?.body).toMatch(/^Organizacja nie ustaliła jeszcze widełek/);
    expect(page.sections).toHaveLength(4);
    expect(page.sections[1]?.body).toMatch(/^Każdemu stanowisku przypisujemy poziom/);
  });
});
