import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeReports } from '#compute/compute-reports.ts';
import { readSalaryFile } from '#read-salary-file.ts';
import type { Cell } from './cell.ts';
import { readTable } from './read-table.ts';

/** Every row (header first) with its number, and the outcome, reading in pieces of this size. */
const rowsOf = async (data: Uint8Array, pieceBytes?: number) => {
  const rows: [number, Cell[]][] = [];
  const handler = {
    header: (rowNumber: number, cells: readonly Cell[]) => {
      rows.push([rowNumber, [...cells]]);
      return cells.length;
    },
    row: (rowNumber: number, cells: readonly Cell[]) => {
      rows.push([rowNumber, [...cells]]);
    },
  };
  const outcome = await readTable(data, 'f.csv', 1000, handler, pieceBytes);
  return { outcome, rows };
};

describe('reading a CSV a piece at a time', () => {
  it('reads the same rows as the whole text, wherever the pieces are cut', async () => {
    const cell = fc.oneof(
      fc.constantFrom('', ' ', 'a', '"q ""x"" \r\n y"', '"a"b', 'x"y', '1,5', 'Łódź', '\u00a0'),
      fc.string({ maxLength: 6 }),
    );
    const row = fc.array(cell, { minLength: 0, maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 10 }),
        fc.constantFrom('\r\n', '\n', '\r'),
        fc.constantFrom(',', ';'),
        fc.constantFrom('', '\ufeff'),
        fc.integer({ min: 1, max: 40 }),
        async (rows, end, delimiter, bom, pieceBytes) => {
          const text = rows.map((cells) => cells.join(delimiter)).join(end);
          const data = Buffer.from(`${bom}ID${delimiter}Gender${end}${text}`);
          expect(await rowsOf(data, pieceBytes)).toEqual(await rowsOf(data));
        },
      ),
      { numRuns: 1000, seed: 8 },
    );
  });

  it.each([true, false])(
    'gives a large file the same table, reports and refusals (quotes: %s)',
    async (quoted) => {
      const lines = ['ID;Gender;Level;Position;Location;Days Off;Base Salary;Bonuses and Benefits'];
      for (let i = 0; i < 20_000; i++) {
        const position =
          quoted && i % 9 === 0 ? `"Kierownik; zmiany\r\n""Łódź"""` : `Stanowisko ${i % 40}`;
        lines.push(
          `E${i};${i % 3 ? 'Kobieta' : 'Mężczyzna'};L${i % 7};${position};Kraków;0;` +
            `${(4000 + (i % 997) * 7.13).toFixed(2).replace('.', ',')};0`,
        );
      }
      const data = Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`);
      const whole = await readSalaryFile(data, 'big.csv');
      const pieces = await readSalaryFile(data, 'big.csv', {}, 64 * 1024);
      if (!whole.ok || !pieces.ok) throw new Error('not read');
      expect(pieces.table.length).toBe(20_000);
      expect(JSON.stringify(computeReports(pieces.table))).toBe(
        JSON.stringify(computeReports(whole.table)),
      );
      for (const broken of [
        Buffer.concat([data, Buffer.from('"never closed;x\r\n')]),
        Buffer.concat([data.subarray(0, 100_000), Buffer.from('E-1;Kobieta;L1;P;;x;5000;0\r\n')]),
      ]) {
        expect(await readSalaryFile(broken, 'b.csv', {}, 4096)).toEqual(
          await readSalaryFile(broken, 'b.csv'),
        );
      }
    },
  );
});
