/**
 * `npm start`: builds the web app, then becomes the server. The server takes this process's
 * place (execve: same pid, same standard streams), so a signal sent to `npm start` (npm forwards
 * SIGINT and SIGTERM to its script, whose shell `exec`s this file) reaches the server itself,
 * with nothing in between to die and leave it running. A signal during the build stops the
 * build and ends here. `--no-build` starts the server on the web app already in apps/web/dist.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/src/server.ts');
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

const build = () =>
  new Promise<number>((resolve) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['run', 'build', '-w', '@parytet/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    for (const signal of SIGNALS) process.on(signal, forward);
    child.on('exit', (code, signal) => {
      for (const name of SIGNALS) process.off(name, forward);
      resolve(signal ? 128 + constants.signals[signal] : (code ?? 1));
    });
  });

if (!process.argv.includes('--no-build')) {
  const code = await build();
  if (code !== 0) process.exit(code);
}
if (process.execve) {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, server], process.env);
} else {
  // Without execve (Windows), the server runs as a child that gets every signal we get.
  const child = spawn(process.execPath, [...process.execArgv, server], { stdio: 'inherit' });
  for (const signal of SIGNALS) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
}
