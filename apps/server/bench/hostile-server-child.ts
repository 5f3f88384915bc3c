/**
 * The server of the hostile-file bench, in a process of its own so its memory is measured alone:
 * prints `{ url, authorization }` on its first line, then serves until stdin closes.
 */
// As server.ts starts: with glibc's malloc tuned.
import '#lib/memory-tuning.ts';
import { startBenchServer } from './bench-server.ts';

const server = await startBenchServer();
// One organisation per file of the parallel case: one organisation's uploads wait for each other.
const accounts = await Promise.all(Array.from({ length: 16 }, () => server.createAccount()));
console.log(
  JSON.stringify({ url: server.url, authorizations: accounts.map((a) => a.authorization) }),
);
process.stdin.resume();
process.stdin.on('end', () => {
  void Promise.all(accounts.map((account) => account.remove()))
    .then(() => server.close())
    .then(() => process.exit(0));
});
