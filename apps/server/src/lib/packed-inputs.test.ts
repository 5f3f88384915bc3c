import { describe, expect, it } from 'vitest';
import { readSalaryFile, type SalaryTable } from '@parytet/engine';
import { encodeIndicatorInputs } from './indicator-inputs.ts';
import {
  isPackedInputs,
  packIndicatorInputs,
  readStoredInputs,
  unpackIndicatorInputs,
} from './packed-inputs.ts';

const HEADER =
  'ID,Gender,Level,Position,Location,Days Off,Base Salary,Bonuses and Benefits,FTE,Weekly Hours,Category,Years of Service,Age,Education';

const tableOf = async (lines: string[]): Promise<SalaryTable> => {
  const read = await readSalaryFile(Buffer.from(`${lines.join('\n')}\n`), 'inputs.csv', {
    maxRecords: 1_000_000,
  });
  if (!read.ok) throw new Error(`${read.code} ${JSON.stringify(read.details)}`);
  return read.table;
};

/** What the JSON form gave back: the values packing must give too. */
const viaJson = (table: SalaryTable) =>
  JSON.parse(JSON.stringify(encodeIndicatorInputs(table))) as unknown;

describe('packed indicator inputs', () => {
  it('unpack to the values the JSON form gave, optional columns and empty cells included', async () => {
    const table = await tableOf([
      HEADER,
      'Ż-1,Female,L1,Księgowa,Łódź,0,5000.5,0,1,,A,3,41,wyższe',
      '"id, quoted",Male,L1,Księgowy,,2,5200,-0,0.5,20,,,,',
      'E3,Female,L2,Kierowniczka,Kraków,0,9000,1200.25,,40,B,10.5,,średnie',
      'E4,Male,L2,Kierownik,Kraków,0,9100,0,1,,B,,37,',
    ]);
    const packed = packIndicatorInputs(table);
    expect(isPackedInputs(packed)).toBe(true);
    expect(unpackIndicatorInputs(packed)).toEqual(viaJson(table));
    // Bonuses of -0 come back as 0, as JSON wrote them.
    expect(Object.is(unpackIndicatorInputs(packed).bonuses[1], 0)).toBe(true);
  });

  it('keep the Performance ratings and the days off a merit cycle reads', async () => {
    const table = await tableOf([
      'ID,Gender,Level,Position,Days Off,Base Salary,Bonuses and Benefits,Performance',
      'A,Female,L1,Clerk,3,5000,0,Exceeds',
      'B,Male,L1,Clerk,0,5100,0,',
      'C,Male,L1,Clerk,0,5200,0,3',
    ]);
    const unpacked = unpackIndicatorInputs(packIndicatorInputs(table));
    expect(unpacked).toEqual(viaJson(table));
    expect(unpacked.performance).toEqual(['Exceeds', null, '3']);
    expect(unpacked.daysOff).toEqual([3, 0, 0]);
  });

  it('codes texts two and four bytes wide once the dictionary needs it', async () => {
    const rows = Array.from(
      { length: 70_000 },
      (_, i) => `E${i},${i % 2 ? 'Male' : 'Female'},L${i % 300},P${i},,0,${4000 + i},0,,,,,,`,
    );
    const table = await tableOf([HEADER, ...rows]);
    expect(unpackIndicatorInputs(packIndicatorInputs(table))).toEqual(viaJson(table));
  });

  it('reads either form as it was stored', async () => {
    const table = await tableOf([
      HEADER,
      'E1,Female,L1,P,,0,5000,0,,,,,,',
      'E2,Male,L1,P,,0,5100,0,,,,,,',
    ]);
    const json = JSON.stringify(encodeIndicatorInputs(table));
    expect(readStoredInputs(json)).toEqual(viaJson(table));
    expect(readStoredInputs(Buffer.from(json))).toEqual(viaJson(table));
    const packed = Buffer.from(packIndicatorInputs(table));
    // As node-postgres hands a bytea over: a Buffer at an offset of a larger allocation.
    const pooled = Buffer.concat([Buffer.alloc(3), packed]).subarray(3);
    expect(readStoredInputs(pooled)).toEqual(viaJson(table));
  });
});
