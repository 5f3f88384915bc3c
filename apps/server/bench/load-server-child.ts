/**
 * The server of the load bench, in a process of its own so the load generator does not share its
 * event loop: prints `{ url, outbox }` on its first line, then serves until stdin closes. A line
 * `{ "check": { "ids": [...], "since": "<ISO time>" } }` on stdin is answered with a line
 * `{ "check": ... }`: what the storm's reports became, read from the database (storm-check.ts).
 */
// As server.ts starts: glibc's malloc and V8's young generation tuned (lib/memory-tuning.ts).
import '#lib/memory-tuning.ts';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startBenchServer } from './bench-server.ts';
import { stormCheck } from './storm-check.ts';

const server = await startBenchServer();
console.log(
  JSON.stringify({
    url: server.url,
    outbox: path.resolve(import.meta.dirname, '../../../.cache/bench-data/outbox'),
  }),
);
const commands = createInterface({ input: process.stdin });
commands.on('line', (line) => {
  const { check } = JSON.parse(line) as { check: { ids: string[]; since: string } };
  void stormCheck(server.ctx.db, check.ids, new Date(check.since)).then((result) =>
    console.log(JSON.stringify({ check: result })),
  );
});
commands.on('close', () => {
  void server.close().then(() => process.exit(0));
});
