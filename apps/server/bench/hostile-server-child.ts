/**
 * The server of the hostile-file bench, in a process of its own so its memory is measured alone:
 * prints `{ url, authorization }` on its first line, then serves until stdin closes.
 */
// As server.ts starts: with glibc's malloc tuned.
import '../src/lib/memory-tuning.ts';
import { startBenchServer } from './bench-server.ts';

const server = await startBenchServer();
const account = await server.createAccount();
console.log(JSON.stringify({ url: server.url, authorization: account.authorization }));
process.stdin.resume();
process.stdin.on('end', () => {
  void account
    .remove()
    .then(() => server.close())
    .then(() => process.exit(0));
});
