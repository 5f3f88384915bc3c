import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countRecords, CsvRecordCounter } from '#index.ts';
import { fileCases } from './corpus/file-cases.ts';
import { hostileCases } from './corpus/hostile-cases.ts';
import { rowCases } from './corpus/row-cases.ts';

const datasetsDir = path.resolve(import.meta.dirname, '../../../../shared/datasets');
const FULL = 10_000_000;

/** The counter fed in the given pieces; its answer. */
const counted = (data: Uint8Array, cuts: number[] = [], maxRecords = 100_000) => {
  const counter = new CsvRecordCounter(maxRecords);
  let at = 0;
  for (const cut of [...cuts.filter((c) => c > 0 && c < data.length).sort((a, b) => a - b)]) {
    counter.push(data.subarray(at, cut));
    at = cut;
  }
  counter.push(data.subarray(at));
  return counter.finish();
};

/** Where it answers, the answer is countRecords' over the whole file. */
const agrees = async (data: Uint8Array, cuts: number[] = []) => {
  const answer = counted(data, cuts);
  const whole = await countRecords(data, 'f.csv', { maxRecords: FULL });
  if (answer !== null) expect(answer).toEqual(whole);
  else if (whole.ok) {
    // Only files the bytes cannot settle are left to the reader.
    expect(undecidable(data)).toBe(true);
  }
  return answer;
};

// NUL, a quoted cell past the limit, non-ASCII first or alone in a cell, controls, markup.
const undecidable = (data: Uint8Array) => {
  const text = Buffer.from(data).toString('latin1');
  // eslint-disable-next-line no-control-regex -- control characters are among what it leaves
  return /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u00ff<]|"/.test(text);
};

describe('counting a CSV file as its bytes arrive', () => {
  it('counts the public datasets as countRecords does, in any pieces', async () => {
    for (const name of ['glassdoor_upload_format.csv', 'montgomery2023_upload_format.csv']) {
      const data = await readFile(path.join(datasetsDir, name));
      const whole = await countRecords(data, name, { maxRecords: FULL });
      expect(counted(data)).toEqual(whole);
      expect(counted(data, [1, 2, 3, 17, 64 * 1024, data.length - 1])).toEqual(whole);
    }
  });

  it('agrees with countRecords across quotes, line breaks, blank rows and delimiters', async () => {
    const cell = fc.oneof(
      fc.constantFrom('', ' ', 'a', '"q ""x"" \r\n y"', '"a"b', 'x"y', '1,5', '\t', ';', 'Łódź'),
      fc.constantFrom('\u00a0', '"\u00a0"', ' \u00a0 ', '""', '" "', '<b>', '\u0001', 'ż'),
      fc.string({ maxLength: 4 }),
    );
    const row = fc.array(cell, { minLength: 0, maxLength: 5 });
    let settled = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 10 }),
        fc.constantFrom('\r\n', '\n', '\r'),
        fc.constantFrom(',', ';', '\t'),
        fc.constantFrom('', '\ufeff', '\n\n', ' ,'),
        fc.array(fc.integer({ min: 1, max: 80 }), { maxLength: 6 }),
        async (rows, end, delimiter, lead, cuts) => {
          const text = rows.map((cells) => cells.join(delimiter)).join(end);
          const data = Buffer.from(`${lead}ID${delimiter}Gender${end}${text}`);
          if ((await agrees(data, cuts)) !== null) settled++;
        },
      ),
      { numRuns: 1500, seed: 30 },
    );
    // Most of these files are settled from their bytes (the rest hold the cells it leaves).
    expect(settled).toBeGreaterThan(600);
  });

  it('settles ordinary files, a CR at the end of one piece and its LF in the next included', async () => {
    const data = Buffer.from('ID,Gender\r\n1,Female\r\n\r\n,,\r\n"2\r\n",Male\r\n3,"Ma""le"\r\n');
    for (let cut = 0; cut <= data.length; cut++) {
      expect(counted(data, [cut])).toEqual({ ok: true, records: 3 });
    }
    // Cells past the header's width do not make a row.
    expect(counted(Buffer.from('ID,Gender,,\n,,,x\n1,F\n'))).toEqual({ ok: true, records: 1 });
  });

  it('answers every CSV of the bad-file corpus as countRecords does, where it answers', async () => {
    for (const bad of [...fileCases, ...rowCases, ...hostileCases]) {
      if (!bad.fileName.endsWith('.csv')) continue;
      const data = await bad.file();
      const answer = counted(data, [7, 4096, 65_536]);
      if (answer !== null) {
        expect(answer, bad.name).toEqual(await countRecords(data, 'f.csv', { maxRecords: FULL }));
      }
    }
  });

  it('leaves to the reader what the bytes alone cannot settle', () => {
    for (const text of [
      'ID,Gender\n1,F\n"open\n',
      'ID,Gender\n\u00a0,\n',
      '<html>\n',
      'ID,Gender\n1\u0000,F\n',
      '',
      '\n\n',
    ]) {
      expect(counted(Buffer.from(text)), JSON.stringify(text)).toBeNull();
    }
    expect(counted(Buffer.from('\ufeffID,Gender\n1,F\n'))).toEqual({ ok: true, records: 1 });
    expect(counted(Buffer.from('\ufeff\nID,Gender\n1,F\n'))).toBeNull();
    // UTF-16 is decoded by the reader.
    expect(counted(Buffer.from('\ufeffID,Gender\n1,F\n', 'utf16le'))).toBeNull();
  });
});
