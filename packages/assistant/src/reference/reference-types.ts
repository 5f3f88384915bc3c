/** What a row's number measures, read from its `unit` column. */
export type ReferenceMeasure = 'monthly' | 'hourly' | 'percent';
/** Gross pay, net pay (B2B invoices before VAT, or a net-pay survey), or not stated by the source. */
export type ReferenceBasis = 'gross' | 'net' | 'unstated' | 'none';
export type ReferenceContract = 'employment' | 'b2b' | 'mandate' | 'mixed' | null;
export type ReferenceSeniority = 'junior' | 'mid' | 'senior' | 'director' | 'all' | null;

/** The number(s) a row holds, as written in its `value` column (before `scale`). */
export type ReferenceValue =
  | { kind: 'single'; value: number }
  | { kind: 'range'; low: number; high: number }
  | { kind: 'steps'; values: number[] };

/** The README's flags, read from the square brackets in `statistic`. */
export type ReferenceFlags = {
  /** `[LIKELY ERROR - DO NOT CITE …]`: kept only to recognise and correct it. */
  likelyError: boolean;
  /** `[CONFLICT …]`: the ids of the rows it disagrees with (may be empty when none is named). */
  conflict: string[] | null;
  /** `[UNCERTAIN …]`: label, unit or contract type not fully clear. */
  uncertain: boolean;
  /** `[OLDER ROUND …]` or "[older round …]": the newest figure found, but old. */
  olderRound: boolean;
  /** The title was rebuilt from the address, not read on the page. */
  titleReconstructed: boolean;
  /** A job-board figure: what offers advertised, not what people earn. */
  offered: boolean;
};

export type ReferenceRow = {
  id: string;
  category: string;
  subjectEn: string;
  subjectPl: string;
  statistic: string;
  /** The `value` column verbatim. */
  rawValue: string;
  value: ReferenceValue;
  /** 1000 where the unit is "thousand PLN"; the value is never rescaled in the data. */
  scale: number;
  unit: string;
  measure: ReferenceMeasure;
  basis: ReferenceBasis;
  period: string;
  sex: string;
  contractType: string;
  contract: ReferenceContract;
  seniority: string;
  seniorityKey: ReferenceSeniority;
  publisher: string;
  title: string;
  url: string;
  quote: string;
  flags: ReferenceFlags;
};
