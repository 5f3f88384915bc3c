import type { AnswerBuilder } from '#compose/answer-builder.ts';
import type { Language } from '#types.ts';
import { REFERENCE_ROWS } from './reference-rows.ts';
import type { ReferenceRow } from './reference-types.ts';

const ROWS_BY_ID = new Map(REFERENCE_ROWS.map((row) => [row.id, row]));

export function referenceRow(id: string): ReferenceRow {
  const row = ROWS_BY_ID.get(id);
  if (row === undefined) throw new Error(`no reference row ${id}`);
  return row;
}

/** Rows the assistant may cite: never one flagged as a likely error (README policy). */
export function citableRow(id: string): ReferenceRow | null {
  const row = referenceRow(id);
  return row.flags.likelyError ? null : row;
}

const PERIODS_PL: Record<string, string> = {
  '1 January - 30 June 2024': '1 stycznia – 30 czerwca 2024',
  '1 July - 31 December 2024': '1 lipca – 31 grudnia 2024',
  '2022 (calendar year)': '2022 (rok kalendarzowy)',
  '2024 (calendar year)': '2024 (rok kalendarzowy)',
  '2024 (as of Sep 2024)': '2024 (stan na wrzesień 2024)',
  '2024 (from 1 Jan / from 1 Jul)': '2024 (od 1 stycznia / od 1 lipca)',
  '2025 (from 1 January 2025)': 'od 1 stycznia 2025',
  '2026 (from 1 January 2026)': 'od 1 stycznia 2026',
  'April-June 2020': 'kwiecień–czerwiec 2020',
  'December 2024': 'grudzień 2024',
  'H1 2024': 'I półrocze 2024',
  'H1 2025': 'I półrocze 2025',
  'May 2024': 'maj 2024',
  'October (2024 - see statistic note)': 'październik 2024 (rok według opisu źródła)',
  'October 2020': 'październik 2020',
  'October 2022': 'październik 2022',
  'October 2024': 'październik 2024',
  'October 2022 to October 2024': 'od października 2022 do października 2024',
  'Q1 2022': 'I kwartał 2022',
  'from 1 January 2024': 'od 1 stycznia 2024',
};
const PERIODS_EN: Record<string, string> = {
  '2025 (from 1 January 2025)': 'from 1 January 2025',
  '2026 (from 1 January 2026)': 'from 1 January 2026',
  'October (2024 - see statistic note)': 'October 2024 (year as described by the source)',
};

export function localizePeriod(period: string, lang: Language): string {
  return (lang === 'pl' ? PERIODS_PL[period] : PERIODS_EN[period]) ?? period;
}

/** The outlet, and GUS when it reports GUS figures: "money.pl (citing GUS)". */
export function publisherLabel(row: ReferenceRow, lang: Language): string {
  const head = row.publisher.split(' (')[0]?.trim() ?? row.publisher;
  if (head.startsWith('GUS')) return 'GUS';
  if (/GUS/.test(row.publisher)) return lang === 'pl' ? `${head} (za GUS)` : `${head} (citing GUS)`;
  if (/Ministry of Education/.test(row.publisher)) {
    return lang === 'pl' ? `${head} (za MEN)` : `${head} (citing the Ministry of Education)`;
  }
  return head;
}

function statisticWord(row: ReferenceRow, lang: Language): string {
  const s = row.statistic.toLowerCase();
  const offered = row.flags.offered;
  if (row.value.kind === 'range' && offered) {
    return lang === 'pl'
      ? 'typowe widełki w ofertach (mediany dolnych i górnych granic)'
      : 'typical range offered in job ads (medians of the lower and upper bounds)';
  }
  if (s.includes('statutory minimum base')) {
    return lang === 'pl'
      ? 'ustawowe minimalne wynagrodzenie zasadnicze'
      : 'statutory minimum base salary';
  }
  if (s.includes('statutory minimum')) {
    return lang === 'pl' ? 'ustawowe minimum' : 'statutory minimum';
  }
  const median = s.startsWith('median') || s.includes(' median');
  if (offered) {
    if (median)
      return lang === 'pl'
        ? 'mediana kwot oferowanych w ogłoszeniach'
        : 'median offered in job ads';
    return lang === 'pl' ? 'średnia kwot oferowanych w ogłoszeniach' : 'mean offered in job ads';
  }
  const base = median ? (lang === 'pl' ? 'mediana' : 'median') : lang === 'pl' ? 'średnia' : 'mean';
  if (row.sex === 'male') return lang === 'pl' ? `${base} mężczyzn` : `men's ${base}`;
  if (row.sex === 'female') return lang === 'pl' ? `${base} kobiet` : `women's ${base}`;
  return base;
}

function basisWord(row: ReferenceRow, lang: Language): string {
  if (row.basis === 'gross') return lang === 'pl' ? ' brutto' : ' gross';
  if (row.basis === 'net') {
    if (row.contract === 'b2b' || /B2B/.test(row.unit)) {
      return lang === 'pl' ? ' netto (kwota faktury B2B bez VAT)' : ' net (B2B invoice before VAT)';
    }
    if (row.category === 'it_market') {
      return lang === 'pl'
        ? ' netto (źródło nie podaje rodzaju umowy, prawdopodobnie B2B)'
        : ' net (the source does not name the contract; likely B2B)';
    }
    return lang === 'pl' ? ' netto (na rękę)' : ' net (take-home)';
  }
  if (row.basis === 'unstated') {
    return lang === 'pl'
      ? ' (źródło nie podaje, brutto czy netto)'
      : ' (the source does not say gross or net)';
  }
  return '';
}

function valueText(b: AnswerBuilder, row: ReferenceRow): string {
  const hourly = row.measure === 'hourly';
  const decimals = (v: string): number => (v.includes('.') ? (v.split('.')[1]?.length ?? 0) : 0);
  const one = (v: number, part: 'value' | 'low' | 'high' | number, raw: string): string => {
    const source = { kind: 'reference' as const, rowId: row.id, part };
    if (row.measure === 'percent') return b.percent(v, source, decimals(raw));
    // The table's amounts are Polish pay in PLN, whatever the report's currency: never converted.
    return b.money(v * row.scale, source, hourly ? 2 : 0, 'PLN');
  };
  const v = row.value;
  const suffix = hourly ? b.t(' per hour', ' za godzinę') : '';
  if (v.kind === 'single') return one(v.value, 'value', row.rawValue) + suffix;
  if (v.kind === 'range') {
    const [lo, hi] = row.rawValue.split('-');
    return `${one(v.low, 'low', lo ?? '')}–${one(v.high, 'high', hi ?? '')}${suffix}`;
  }
  const raws = row.rawValue.split('/').map((s) => s.trim());
  return v.values.map((x, i) => one(x, i, raws[i] ?? '')).join(' / ') + suffix;
}

/** The survey's coverage (README: always state it), unless the subject already says it. */
function coverage(row: ReferenceRow, lang: Language): string {
  if (/10\+|<10|national economy/i.test(row.subjectEn)) return '';
  if (/entities with 10\+ persons/.test(row.contractType)) {
    return lang === 'pl'
      ? '; firmy zatrudniające co najmniej dziesięć osób'
      : '; employers with ten or more people';
  }
  if (/incl\. those with up to 9 persons/.test(row.contractType)) {
    return lang === 'pl'
      ? '; cała gospodarka, także najmniejsze firmy'
      : '; the whole economy, the smallest employers included';
  }
  return '';
}

function flagNotes(b: AnswerBuilder, row: ReferenceRow): string {
  const notes: string[] = [];
  if (row.flags.offered) {
    notes.push(b.t('offered pay, not actual pay', 'kwoty oferowane, nie faktyczne zarobki'));
  }
  if (row.flags.olderRound) {
    notes.push(
      b.t(
        'older survey round, no newer figure found',
        'starsza edycja badania, nowszej nie znaleziono',
      ),
    );
  }
  if (row.flags.uncertain) {
    notes.push(
      b.t(
        "the source's label or unit is not fully clear",
        'opis lub jednostka w źródle nie są w pełni jasne',
      ),
    );
  }
  if (row.flags.conflict !== null) {
    const others = row.flags.conflict.map((id) =>
      b.mention(id, { kind: 'reference', rowId: id, field: 'id' }),
    );
    notes.push(
      others.length > 0
        ? b.t(
            `another source disagrees (row ${others.join(', ')})`,
            `inne źródło podaje inną wartość (wiersz ${others.join(', ')})`,
          )
        : b.t('another source disagrees', 'inne źródło podaje inną wartość'),
    );
  }
  return notes.length > 0 ? ` [${notes.join('; ')}]` : '';
}

/**
 * One line quoting a reference row: what it measures, the figure, gross or net, publisher,
 * period and the row's flags. Throws for a row flagged as a likely error: such a row is never
 * cited (callers check with `citableRow`).
 */
export function citeRow(b: AnswerBuilder, row: ReferenceRow): string {
  if (row.flags.likelyError) throw new Error(`row ${row.id} is flagged LIKELY ERROR`);
  const subject = b.lang === 'pl' ? row.subjectPl : row.subjectEn;
  const publisher = b.mention(publisherLabel(row, b.lang), {
    kind: 'reference',
    rowId: row.id,
    field: 'publisher',
  });
  const period = b.mention(localizePeriod(row.period, b.lang), {
    kind: 'reference',
    rowId: row.id,
    field: 'period',
  });
  b.sources.set(row.id, {
    rowId: row.id,
    publisher: row.publisher,
    title: row.title,
    url: row.url,
    period: row.period,
    quote: row.quote,
  });
  const subjectText = b.mention(subject, { kind: 'reference', rowId: row.id, field: 'subject' });
  return `${subjectText}: ${statisticWord(row, b.lang)} ${valueText(b, row)}${basisWord(row, b.lang)} (${publisher}, ${period}${coverage(row, b.lang)})${flagNotes(b, row)}`;
}
