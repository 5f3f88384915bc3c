/**
 * The server of the load bench, in a process of its own so the load generator does not share its
 * event loop: prints `{ url, outbox }` on its first line, then serves until stdin closes.
 */
// As server.ts starts: glibc's malloc and V8's young generation tuned (lib/memory-tuning.ts).
import '#lib/memory-tuning.ts';
import path from 'node:path';
import { startBenchServer } from './bench-server.ts';

const server = await startBenchServer();
console.log(
  JSON.stringify({
    url: server.url,
    outbox: path.resolve(import.meta.dirname, '../../../.cache/bench-data/outbox'),
  }),
);
process.stdin.resume();
process.stdin.on('end', () => {
  void server.close().then(() => process.exit(0));
});
