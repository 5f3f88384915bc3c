import { describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  fileTooLargeDetails,
  readFileTooLarge,
  readTooManyRecords,
  tooManyRecordsDetails,
} from '#errors.ts';

describe('TOO_MANY_RECORDS details', () => {
  it('carry the file’s count and the plan’s maximum through the error answer', () => {
    const answer = errorResponseSchema.parse({
      error: 'TOO_MANY_RECORDS',
      message: 'x',
      details: tooManyRecordsDetails(1000, 250),
    });
    expect(readTooManyRecords(answer.details)).toEqual({ records: 1000, maxRecords: 250 });
  });

  it('read as nothing when an answer has no numbers', () => {
    expect(readTooManyRecords(undefined)).toBeUndefined();
    expect(readTooManyRecords([{ path: 'records', message: 'many' }])).toBeUndefined();
  });
});

describe('FILE_TOO_LARGE details', () => {
  it('carry the plan’s byte limit beside the field at fault', () => {
    const answer = errorResponseSchema.parse({
      error: 'FILE_TOO_LARGE',
      message: 'x',
      details: fileTooLargeDetails(67_108_864),
    });
    expect(answer.details?.[0]).toEqual({ path: 'file', message: 'file_too_large' });
    expect(readFileTooLarge(answer.details)).toBe(67_108_864);
  });

  it('read as nothing when an answer has no limit', () => {
    expect(readFileTooLarge(undefined)).toBeUndefined();
    expect(readFileTooLarge([{ path: 'file', message: 'file_too_large' }])).toBeUndefined();
  });
});
