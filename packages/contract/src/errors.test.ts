import { describe, expect, it } from 'vitest';
import { errorResponseSchema, readTooManyRecords, tooManyRecordsDetails } from '#errors.ts';

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
