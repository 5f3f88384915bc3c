import { readFile, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's (PostgreSQL runs as `postgres` under root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** A zombie (dead, not yet reaped: a container's init may never reap it) counts as gone. */
const isRunning = async (pid: number) => {
  if (!isAlive(pid)) return false;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return !/\) Z /.test(stat);
};

const looksLikePostgres = async (pid: number) =>
  /postgres/.test(await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''));

const sameFolder = async (a: string, b: string) => {
  const [ra, rb] = await Promise.all([realpath(a).catch(() => a), realpath(b).catch(() => b)]);
  return path.resolve(ra) === path.resolve(rb);
};

/**
 * The Node process that started this PostgreSQL and still runs it (another Parytet on the same
 * folder), or null when its parent is gone: an orphan is adopted by init or a subreaper, which
 * is not Node. Only where /proc tells (Linux); elsewhere nothing is taken for a leftover.
 */
const liveOwner = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  const executable = await readlink(`/proc/${parent}/exe`).catch(() => '');
  return /node[^/]*$/.test(executable) ? parent : null;
};

export type Leftover = { pid: number; port: number; owner: number | null };

/**
 * A PostgreSQL running in this data folder: its postmaster.pid names a live postgres process
 * whose data directory is this one. With no `owner`, an earlier Parytet started it and died
 * (kill -9, a crash). A stale file (the process gone, or its pid reused by another program) is
 * none; PostgreSQL itself clears it at start.
 */
export const findLeftover = async (databaseDir: string): Promise<Leftover | null> => {
  const text = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (!text) return null;
  // Lines: pid, data directory, start time, port, socket directory, listen address, …
  const [pidLine, dirLine, , portLine] = text.split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !(await isRunning(pid))) return null;
  if (!(await looksLikePostgres(pid))) return null;
  if (!dirLine || !(await sameFolder(dirLine, databaseDir))) return null;
  return { pid, port: Number(portLine), owner: await liveOwner(pid).catch(() => null) };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops a leftover PostgreSQL: a fast shutdown (SIGINT: sessions ended, work rolled back,
 * data written), then an immediate one (SIGQUIT), then SIGKILL, each after `patienceMs` without effect.
 * Resolves once the process is gone.
 */
export const stopLeftover = async ({ pid }: Leftover, patienceMs = 20_000) => {
  process.kill(pid, 'SIGINT');
  let deadline = Date.now() + patienceMs;
  let signal: NodeJS.Signals | null = 'SIGQUIT';
  while (await isRunning(pid)) {
    if (Date.now() > deadline && signal) {
      process.kill(pid, signal);
      signal = signal === 'SIGQUIT' ? 'SIGKILL' : null;
      deadline = Date.now() + patienceMs;
    }
    await sleep(100);
  }
};
