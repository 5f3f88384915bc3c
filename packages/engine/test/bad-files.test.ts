import { describe, expect, it } from 'vitest';
import { countRecords, processSalaryFile } from '#index.ts';
import type { BadFile } from './corpus/corpus-helpers.ts';
import { fileCases } from './corpus/file-cases.ts';
import { hostileCases } from './corpus/hostile-cases.ts';
import { rowCases } from './corpus/row-cases.ts';

const corpus: BadFile[] = [...rowCases, ...fileCases, ...hostileCases];

describe('bad files', () => {
  it('covers every processing code the engine can produce, and at least 40 files', () => {
    const codes = new Set(corpus.map((c) => c.code));
    // UNKNOWN_ERROR is the job's answer to a crash; the engine never produces it on purpose.
    expect([...codes].sort()).toEqual(
      [
        'DUPLICATE_IDS',
        'INCORRECT_COLUMN_NAMES',
        'INCORRECT_FILE',
        'INCORRECT_GENDERS',
        'INVALID_DAYS_OFF',
        'INVALID_GENDER',
        'INVALID_NUMERIC',
        'MISSING_VALUES',
        'NEGATIVE_VALUES',
        'SINGLE_GENDER',
        'TOO_MANY_RECORDS',
        'TOO_MANY_SHEETS',
      ].sort(),
    );
    expect(corpus.length).toBeGreaterThanOrEqual(40);
  });

  it.each(corpus.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const data = await c.file();
    // Bounded work, measured in this process's CPU time rather than wall time: a hostile file
    // must fail within a few seconds of work however busy the machine is (a hang would also meet
    // the test's timeout).
    const started = process.cpuUsage();
    const result = await processSalaryFile(data, c.fileName, c.options);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(10_000);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe(c.code);
    if (c.details !== undefined) expect(result.details).toEqual(c.details);
    // countRecords reads the same way, so failures of the bytes themselves agree.
    const fileLevel =
      c.code === 'TOO_MANY_SHEETS' ||
      c.code === 'TOO_MANY_RECORDS' ||
      (c.code === 'INCORRECT_FILE' && c.details?.length === 0);
    if (fileLevel) {
      expect(await countRecords(data, c.fileName, c.options)).toEqual({
        ok: false,
        code: c.code,
        details: c.details,
      });
    }
  });
});
