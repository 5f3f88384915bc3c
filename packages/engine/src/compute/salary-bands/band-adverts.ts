import { formatBandRange, type BandLang } from './band-money.ts';
import type { Band, BandBasis } from './types.ts';

const TEXTS = {
  en: {
    basis: {
      base: 'Base salary',
      total: 'Total pay (base salary with bonuses and benefits)',
    },
    sentence: (basis: string, range: string) =>
      `${basis}: ${range} gross per month for full-time work (pro rata for part-time).`,
  },
  pl: {
    basis: {
      base: 'Wynagrodzenie zasadnicze',
      total: 'Łączne wynagrodzenie (zasadnicze wraz z premiami i świadczeniami)',
    },
    sentence: (basis: string, range: string) =>
      `${basis}: ${range} brutto miesięcznie za pracę w pełnym wymiarze czasu pracy (przy niepełnym etacie proporcjonalnie).`,
  },
} satisfies Record<BandLang, unknown>;

/**
 * A band's sentence for a job advert (Directive Art. 5: the starting pay or its range): the
 * band's minimum to maximum, gross, monthly, for a full-time post (the bands are full-time
 * equivalents, decisions §8), money written as the language writes it.
 */
export function bandAdvertSentence(
  lang: BandLang,
  band: Pick<Band, 'min' | 'max'>,
  basis: BandBasis,
  currency: string,
): string {
  const t = TEXTS[lang];
  return t.sentence(t.basis[basis], formatBandRange(lang, currency, band.min, band.max));
}

export type BandAdvertText = Pick<Band, 'level' | 'job_family' | 'min' | 'max'> & {
  en: string;
  pl: string;
};

/** Every band's advert sentence in English and Polish, in the structure's order. */
export function bandAdverts(
  bands: readonly Band[],
  basis: BandBasis,
  currency: string,
): BandAdvertText[] {
  return bands.map((band) => ({
    level: band.level,
    job_family: band.job_family,
    min: band.min,
    max: band.max,
    en: bandAdvertSentence('en', band, basis, currency),
    pl: bandAdvertSentence('pl', band, basis, currency),
  }));
}
