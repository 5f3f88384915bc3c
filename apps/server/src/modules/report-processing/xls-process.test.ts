import { describe, expect, it } from 'vitest';
import { readXlsTable } from '@parytet/engine/xls-table';
import { exampleXls as dataSheetXls, mutate } from '#test/reports/hostile-kit.ts';
import { xlsInChildProcess } from './xls-process.ts';

const exampleXls = async () => new Uint8Array(await dataSheetXls());

describe('xlsInChildProcess', () => {
  it('reads a .xls exactly as SheetJS does in this process', async () => {
    const data = await exampleXls();
    const inChild = await xlsInChildProcess(20_000)(data);
    expect(inChild.ok).toBe(true);
    expect(inChild).toEqual(await readXlsTable(data));
  }, 30_000);

  it('answers a damaged file as SheetJS does in this process', async () => {
    for (const data of [
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2]),
      new Uint8Array(mutate(Buffer.from(await exampleXls()), 1003, 6)),
    ]) {
      expect(await xlsInChildProcess(20_000)(data)).toEqual(await readXlsTable(data));
    }
  }, 60_000);

  it('ends a file that makes SheetJS loop within its own bound, whoever waits for it', async () => {
    // The seed the fuzzing found to make SheetJS loop for ever (hostile-files.test.ts).
    const looping = mutate(Buffer.from(await exampleXls()), 10, 20);
    const started = performance.now();
    const table = await xlsInChildProcess(2_000)(new Uint8Array(looping));
    expect(table).toMatchObject({ ok: false });
    if (!table.ok) expect(table.message).toMatch(/timed out|SIGXCPU|SIGKILL/);
    // Two seconds of reading (the child's own bound, nobody needs to kill it), plus its start.
    expect(performance.now() - started).toBeLessThan(30_000);
  }, 60_000);
});
