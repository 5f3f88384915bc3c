import type { Currency } from '@parytet/contract/reports';
import {
  salaryBandsBodySchema,
  type BandBasisValue,
  type SalaryBands,
} from '@parytet/contract/salary-bands';

/** A band as the editor holds it: an amount is null while its cell is empty or not a number. */
export type BandRow = {
  level: string;
  job_family: string | null;
  min: number | null;
  mid: number | null;
  max: number | null;
};
export type JobFamily = { name: string; positions: string[] };

/** What the editor holds: the PUT body itself, so the form and the route read one schema. */
export type BandsFormValues = {
  effective_from: string;
  basis: BandBasisValue;
  currency: Currency;
  bands: BandRow[];
  job_families: JobFamily[];
};

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const familyKey = (band: { level: unknown; job_family: unknown }) =>
  `${String(band.level).trim()}\u0000${typeof band.job_family === 'string' ? band.job_family : ''}`;

/**
 * The contract's body schema plus what the server checks beside it (its service answers 400
 * INVALID_SALARY_BAND naming the band): min ≤ mid ≤ max, one band per level and family, a family
 * that exists, family names told apart. Each issue names the cell at fault, so the form shows
 * it there. It runs even while another cell holds no number yet (`when`), so every fault shows.
 */
export const bandsFormSchema = salaryBandsBodySchema.superRefine(
  (body, ctx) => {
    const families = new Set<string>();
    body.job_families.forEach((family, i) => {
      const name = family.name.trim();
      if (name !== '' && families.has(name)) {
        ctx.addIssue({
          code: 'custom',
          message: 'duplicate_family',
          path: ['job_families', i, 'name'],
        });
      }
      families.add(name);
    });
    const seen = new Set<string>();
    body.bands.forEach((band, i) => {
      const key = familyKey(band);
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: 'duplicate_band', path: ['bands', i, 'level'] });
      }
      seen.add(key);
      if (band.job_family !== null && !families.has(band.job_family)) {
        ctx.addIssue({
          code: 'custom',
          message: 'unknown_job_family',
          path: ['bands', i, 'job_family'],
        });
      }
      if (isAmount(band.min) && isAmount(band.mid) && band.mid < band.min) {
        ctx.addIssue({ code: 'custom', message: 'mid_below_min', path: ['bands', i, 'mid'] });
      }
      if (isAmount(band.mid) && isAmount(band.max) && band.max < band.mid) {
        ctx.addIssue({ code: 'custom', message: 'max_below_mid', path: ['bands', i, 'max'] });
      } else if (isAmount(band.min) && isAmount(band.max) && band.max < band.min) {
        ctx.addIssue({ code: 'custom', message: 'max_below_min', path: ['bands', i, 'max'] });
      }
    });
  },
  { when: () => true },
);

/**
 * An amount as a person types it: "12 345,50", "12345.5", "12 345 zł"; an empty cell or
 * anything else is null, which the schema answers with `invalid_number`.
 */
export const parseAmount = (text: unknown): number | null => {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  const cleaned = String(text ?? '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(zł|pln|eur|usd|€|\$)$/i, '')
    .replace(',', '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
};

const today = () => new Date().toISOString().slice(0, 10);

export const emptyBand = (): BandRow => ({
  level: '',
  job_family: null,
  min: null,
  mid: null,
  max: null,
});

/** The editor's first values: the saved version, or one empty band dated today. */
export const formValuesOf = (saved: SalaryBands): BandsFormValues => ({
  effective_from: saved.effective_from ?? today(),
  basis: saved.basis,
  currency: saved.currency,
  bands: saved.bands.length > 0 ? saved.bands.map((band) => ({ ...band })) : [emptyBand()],
  job_families: saved.job_families.map((family) => ({
    ...family,
    positions: [...family.positions],
  })),
});

/** A server's refusal names a band (`bands.3`) or a cell (`bands.3.job_family`). */
export const cellOfServerPath = (path: string): { index: number; field: keyof BandRow } | null => {
  const match = /^bands\.(\d+)(?:\.(level|job_family|min|mid|max))?$/.exec(path);
  if (!match) return null;
  const field = (match[2] ?? 'mid') as keyof BandRow;
  return { index: Number(match[1]), field };
};

/** (max − min) ÷ min in percent, as the draft's spread rule reads a band; null without a floor. */
export const spreadPercent = (band: Pick<BandRow, 'min' | 'max'>): number | null =>
  isAmount(band.min) && isAmount(band.max) && band.min > 0
    ? Math.round(((band.max - band.min) / band.min) * 10_000) / 100
    : null;
