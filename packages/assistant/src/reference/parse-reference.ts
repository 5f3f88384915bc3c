import type {
  ReferenceBasis,
  ReferenceContract,
  ReferenceFlags,
  ReferenceMeasure,
  ReferenceRow,
  ReferenceSeniority,
  ReferenceValue,
} from './reference-types.ts';

const COLUMNS = [
  'id',
  'category',
  'subject_en',
  'subject_pl',
  'statistic',
  'value',
  'unit',
  'period',
  'sex',
  'contract_type',
  'seniority',
  'publisher',
  'title',
  'url',
  'quote',
] as const;

/** RFC 4180 records: quoted fields with doubled quotes and line breaks inside. */
export function parseCsvRecords(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      if (record.some((f) => f !== '')) records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  record.push(field);
  if (record.some((f) => f !== '')) records.push(record);
  return records;
}

function parseNumber(text: string): number {
  const n = Number(text.trim());
  if (!Number.isFinite(n) || text.trim() === '') throw new Error(`not a number: "${text}"`);
  return n;
}

export function parseReferenceValue(raw: string): ReferenceValue {
  if (raw.includes('/')) return { kind: 'steps', values: raw.split('/').map(parseNumber) };
  const range = /^\s*([\d.]+)\s*-\s*([\d.]+)\s*$/.exec(raw);
  if (range?.[1] !== undefined && range[2] !== undefined) {
    return { kind: 'range', low: parseNumber(range[1]), high: parseNumber(range[2]) };
  }
  return { kind: 'single', value: parseNumber(raw) };
}

function measureOf(unit: string): ReferenceMeasure {
  if (unit.startsWith('%')) return 'percent';
  if (/per hour/i.test(unit)) return 'hourly';
  return 'monthly';
}

function basisOf(unit: string, measure: ReferenceMeasure): ReferenceBasis {
  if (measure === 'percent') return 'none';
  if (/\bNET\b/.test(unit)) return 'net';
  if (/not stated|not specified|implied/i.test(unit)) return 'unstated';
  if (/gross/i.test(unit)) return 'gross';
  return 'unstated';
}

function contractOf(contractType: string): ReferenceContract {
  const c = contractType.toLowerCase();
  if (c.startsWith('uop') || c.includes('employment contract')) return 'employment';
  if (c.startsWith('b2b')) return 'b2b';
  if (c.includes('civil-law') || c.includes('zlecenie')) return 'mandate';
  if (c.startsWith('not specified (mix)') || c.startsWith('all (total pay)')) return 'mixed';
  return null;
}

function seniorityOf(seniority: string): ReferenceSeniority {
  const s = seniority.toLowerCase();
  if (s === 'junior') return 'junior';
  if (s === 'mid') return 'mid';
  if (s === 'senior') return 'senior';
  if (s === 'director') return 'director';
  if (s.startsWith('all levels')) return 'all';
  return null;
}

function flagsOf(cells: Record<(typeof COLUMNS)[number], string>): ReferenceFlags {
  const statistic = cells.statistic;
  const conflictText = /\[CONFLICT([^\]]*)\]/.exec(statistic);
  const ownId = cells.id;
  return {
    likelyError: /LIKELY ERROR/.test(statistic),
    conflict: conflictText
      ? [...new Set(conflictText[1]?.match(/[A-Z]{2,3}-\d{3}/g) ?? [])].filter((id) => id !== ownId)
      : null,
    uncertain: /UNCERTAIN/.test(statistic) || /UNCERTAIN/.test(cells.subject_en),
    olderRound: /older round/i.test(statistic) || /older round/i.test(cells.subject_en),
    titleReconstructed: /title reconstructed/i.test(cells.title),
    offered:
      cells.category === 'it_market' &&
      /job offers|job-board|offers|offered/i.test(`${cells.subject_en} ${statistic}`),
  };
}

/** The reference CSV (its README's columns) as typed rows; throws on a malformed file. */
export function parseReferenceCsv(text: string): ReferenceRow[] {
  const [header, ...records] = parseCsvRecords(text.replace(/^\uFEFF/, ''));
  if (header === undefined || header.join(',') !== COLUMNS.join(',')) {
    throw new Error(`unexpected header: ${header?.join(',') ?? '(none)'}`);
  }
  return records.map((record, index) => {
    if (record.length !== COLUMNS.length) {
      throw new Error(`record ${index + 2} has ${record.length} fields`);
    }
    const cells = Object.fromEntries(COLUMNS.map((c, i) => [c, record[i] ?? ''])) as Record<
      (typeof COLUMNS)[number],
      string
    >;
    const measure = measureOf(cells.unit);
    return {
      id: cells.id,
      category: cells.category,
      subjectEn: cells.subject_en,
      subjectPl: cells.subject_pl,
      statistic: cells.statistic,
      rawValue: cells.value,
      value: parseReferenceValue(cells.value),
      scale: /^thousand PLN/i.test(cells.unit) ? 1000 : 1,
      unit: cells.unit,
      measure,
      basis: basisOf(cells.unit, measure),
      period: cells.period,
      sex: cells.sex,
      contractType: cells.contract_type,
      contract: contractOf(cells.contract_type),
      seniority: cells.seniority,
      seniorityKey: seniorityOf(cells.seniority),
      publisher: cells.publisher,
      title: cells.title,
      url: cells.url,
      quote: cells.quote,
      flags: flagsOf(cells),
    };
  });
}
