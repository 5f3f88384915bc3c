import { DEFAULT_FULL_TIME_WEEKLY_HOURS } from '#compute/full-time-equivalent.ts';

/** Knobs a caller may turn; every field has the methodology's default. */
export type EngineOptions = {
  /** N in "salary considering free days"; also the upper bound of Days Off. Default 250. */
  workingDays?: number;
  /** A gap is shown only when both genders have at least this many people. Default 3. */
  minGroupSize?: number;
  /** Reading stops with TOO_MANY_RECORDS past this many data rows. Default 100 000. */
  maxRecords?: number;
  /** Hours of a full-time week, to read Weekly Hours as a fraction of full time. Default 40. */
  fullTimeWeeklyHours?: number;
};

export type ResolvedOptions = Required<EngineOptions>;

export const DEFAULT_WORKING_DAYS = 250;
export const DEFAULT_MIN_GROUP_SIZE = 3;
export const DEFAULT_MAX_RECORDS = 100_000;

export function resolveOptions(options: EngineOptions = {}): ResolvedOptions {
  const resolved = {
    workingDays: options.workingDays ?? DEFAULT_WORKING_DAYS,
    minGroupSize: options.minGroupSize ?? DEFAULT_MIN_GROUP_SIZE,
    maxRecords: options.maxRecords ?? DEFAULT_MAX_RECORDS,
    fullTimeWeeklyHours: options.fullTimeWeeklyHours ?? DEFAULT_FULL_TIME_WEEKLY_HOURS,
  };
  // A wrong option is a programming error on the caller's side, not a problem with the file.
  if (!(resolved.workingDays > 0) || !Number.isFinite(resolved.workingDays)) {
    throw new RangeError(`workingDays must be a positive number, got ${resolved.workingDays}`);
  }
  if (!Number.isInteger(resolved.minGroupSize) || resolved.minGroupSize < 1) {
    throw new RangeError(`minGroupSize must be an integer >= 1, got ${resolved.minGroupSize}`);
  }
  if (!Number.isInteger(resolved.maxRecords) || resolved.maxRecords < 0) {
    throw new RangeError(`maxRecords must be an integer >= 0, got ${resolved.maxRecords}`);
  }
  if (!(resolved.fullTimeWeeklyHours > 0) || !Number.isFinite(resolved.fullTimeWeeklyHours)) {
    throw new RangeError(
      `fullTimeWeeklyHours must be a positive number, got ${resolved.fullTimeWeeklyHours}`,
    );
  }
  return resolved;
}
