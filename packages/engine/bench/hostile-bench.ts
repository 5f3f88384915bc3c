// Hostile-file check: `node packages/engine/bench/hostile-bench.ts`. Each file runs in its own
// process so that its peak RSS is its own; every one must end in a clear code, fast.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repeatedEntry } from '../test/helpers/bombs.ts';
import { HEADER } from '../test/helpers/build-files.ts';
import { rawXlsx, rowXml } from '../test/helpers/raw-xlsx.ts';
import { runCaseProcess } from './thread-flags.ts';

const head = `<worksheet><sheetData>${rowXml(1, HEADER)}`;
const tail = '</sheetData></worksheet>';

const HOSTILE: Record<string, () => Buffer> = {
  'zip-bomb.xlsx': () =>
    rawXlsx({ sheetEntry: repeatedEntry(head, ' '.repeat(1 << 20), 1024, tail) }),
  'empty-rows.xlsx': () =>
    rawXlsx({ sheetEntry: repeatedEntry(head, '<row/>'.repeat(100_000), 1000, tail) }),
  'million-rows.xlsx': () =>
    rawXlsx({
      sheetEntry: repeatedEntry(
        head,
        '<row><c t="inlineStr"><is><t>1</t></is></c></row>'.repeat(1000),
        1000,
        tail,
      ),
    }),
  'newlines.csv': () => Buffer.from('\n'.repeat(10 * 1024 * 1024)),
  'delimiters.csv': () => Buffer.from(',\n'.repeat(5 * 1024 * 1024)),
  'wide-header.csv': () => Buffer.from(`${HEADER.join(',')},${'a,'.repeat(5 * 1024 * 1024)}`),
  'one-line.csv': () => Buffer.from('abcdefghij'.repeat(1024 * 1024)),
  'open-quote.csv': () => Buffer.from(`"${'x'.repeat(10 * 1024 * 1024)}`),
  'many-rows.csv': () => Buffer.from(`${HEADER.join(',')}\n${'1\n'.repeat(5 * 1024 * 1024)}`),
  'garbage.csv': () =>
    Buffer.from(Array.from({ length: 10 * 1024 * 1024 }, (_, i) => (i * 7919 + 13) % 251)),
};

const caseScript = fileURLToPath(new URL('./hostile-case.ts', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = mkdtempSync(join(tmpdir(), 'parytet-hostile-'));
  try {
    for (const [name, build] of Object.entries(HOSTILE)) {
      const data = build();
      const file = join(dir, name);
      writeFileSync(file, data);
      const out = runCaseProcess(caseScript, file);
      console.log(
        `${name.padEnd(18)} ${`${Math.round(data.length / 1024)} KB`.padStart(9)}  ${out}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
