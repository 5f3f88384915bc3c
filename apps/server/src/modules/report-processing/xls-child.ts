/**
 * A process of its own that reads one .xls (the file on stdin) and writes its table to stdout,
 * v8-serialised. SheetJS holds the whole workbook, hundreds of MB for a legitimate 10 MB file;
 * when this process ends, that memory is the system's again, which a thread's is not.
 * argv[2]: milliseconds the reading may take. The thread that waits may itself be ended sooner;
 * this bound, and the kernel's CPU limit, end a reading that loops with nobody waiting.
 */
import { runInNewContext } from 'node:vm';
import { serialize } from 'node:v8';
import { read } from '@e965/xlsx';
import { xlsTableWith, type XlsTable } from '@parytet/engine/xls-table';

const timeout = Number(process.argv[2]) || 20_000;
const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const data = new Uint8Array(Buffer.concat(chunks));
chunks.length = 0;
let table: XlsTable;
try {
  // vm's timeout interrupts any JavaScript running meanwhile, SheetJS's loops included.
  table = runInNewContext(
    'run()',
    { run: () => xlsTableWith(read, data) },
    { timeout },
  ) as XlsTable;
} catch (error) {
  table = { ok: false, message: error instanceof Error ? error.message : String(error) };
}
process.stdout.write(serialize(table));
