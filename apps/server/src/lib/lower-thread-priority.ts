import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Nice value of a background thread: the API's requests (0) get the CPU first. */
const BACKGROUND_NICE = 10;

/**
 * Lets the calling worker thread give way to the API's main thread when every core is busy. On
 * Linux the nice value belongs to each thread (setpriority on its thread id, read from
 * /proc/thread-self), so only this thread is lowered; elsewhere the same call would lower the
 * whole process, so nothing is done there.
 */
export const lowerThreadPriority = () => {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (Number.isInteger(tid) && tid > 0 && tid !== process.pid) setPriority(tid, BACKGROUND_NICE);
  } catch {
    // No /proc/thread-self (not Linux): the thread keeps the process's priority.
  }
};
