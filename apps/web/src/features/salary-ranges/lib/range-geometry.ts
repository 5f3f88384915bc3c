/** One level's spread of base salaries, as the range bar draws it. */
export type RangeValues = {
  min_salary: number | null;
  max_salary: number | null;
  median: number | null;
  average: number | null;
};

/** The common axis every level's bar is drawn on, so bars compare at a glance. */
export type RangeScale = { min: number; max: number };

const isNumber = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v);

/** A round step for the axis: 1, 2 or 5 times a power of ten, about a tenth of the span. */
const niceStep = (span: number) => {
  const raw = span / 10;
  const power = 10 ** Math.floor(Math.log10(raw));
  const factor = raw / power;
  return (factor <= 1 ? 1 : factor <= 2 ? 2 : factor <= 5 ? 5 : 10) * power;
};

/**
 * The axis for all levels: from the lowest minimum to the highest maximum, widened to round
 * amounts. Null when no level has a range; a single amount gets a small axis around it.
 */
export const rangeScale = (ranges: readonly RangeValues[]): RangeScale | null => {
  const mins = ranges.map((r) => r.min_salary).filter(isNumber);
  const maxes = ranges.map((r) => r.max_salary).filter(isNumber);
  if (mins.length === 0 || maxes.length === 0) return null;
  const low = Math.min(...mins);
  const high = Math.max(...maxes);
  const span = high - low > 0 ? high - low : Math.max(Math.abs(high), 1);
  const step = niceStep(span);
  const min = Math.max(0, Math.floor(low / step) * step);
  const max = Math.ceil(high / step) * step;
  return max > min ? { min, max } : { min, max: min + step };
};

/** Where an amount sits on the axis, in percent of its length, clamped to 0..100. */
export const positionOnScale = (value: number, scale: RangeScale): number => {
  const span = scale.max - scale.min;
  if (span <= 0) return 50;
  return Math.min(100, Math.max(0, ((value - scale.min) / span) * 100));
};

export type RangeGeometry = {
  /** Left edge of the bar, percent. */
  start: number;
  /** Width of the bar, percent (0 when min = max: drawn as a tick). */
  width: number;
  /** Median and average markers, percent, or null when unknown. */
  median: number | null;
  average: number | null;
};

/** The bar of one level on the common axis; null when the level has no min or max. */
export const rangeGeometry = (range: RangeValues, scale: RangeScale): RangeGeometry | null => {
  if (!isNumber(range.min_salary) || !isNumber(range.max_salary)) return null;
  const start = positionOnScale(Math.min(range.min_salary, range.max_salary), scale);
  const end = positionOnScale(Math.max(range.min_salary, range.max_salary), scale);
  return {
    start,
    width: end - start,
    median: isNumber(range.median) ? positionOnScale(range.median, scale) : null,
    average: isNumber(range.average) ? positionOnScale(range.average, scale) : null,
  };
};
