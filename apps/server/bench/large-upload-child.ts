/**
 * The server of the large-upload bench, in a process of its own so its memory is measured alone.
 * Prints `{ url, authorization }` on its first line: one ENTERPRISE organisation whose limits the
 * operator raised (1 000 000 records, 64 MB a file); then one line `{ id, phases }` per report
 * its job made ready (where the job spent its time); serves until stdin closes. A line `vacuum`
 * on stdin vacuums the report tables (the bench deletes each report it measured) and answers
 * `{ "vacuumed": true }`.
 */
// As server.ts starts: glibc's malloc and V8's young generation tuned (lib/memory-tuning.ts).
import '#lib/memory-tuning.ts';
import { createInterface } from 'node:readline';
import { startBenchServer } from './bench-server.ts';

const LARGE_LIMITS = { max_records: 1_000_000, max_upload_bytes: 67_108_864 };

if (import.meta.main) {
  const server = await startBenchServer({
    onReportPhases: (id, phases) => console.log(JSON.stringify({ id, phases })),
  });
  const account = await server.createAccount(LARGE_LIMITS);
  console.log(JSON.stringify({ url: server.url, authorization: account.authorization }));
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line === 'vacuum') {
      void server.vacuum().then(() => console.log(JSON.stringify({ vacuumed: true })));
    }
  });
  process.stdin.on('end', () => {
    void account
      .remove()
      .then(() => server.close())
      .then(() => process.exit(0));
  });
}
