import type { Worker } from 'node:worker_threads';
import { parseLimits } from './parse-limits.ts';

/** A thread's heap over parseLimits.keepHeapBytes after a task: it ends rather than idles. */
export const isHeavy = (heapBytes: number) => heapBytes > parseLimits.keepHeapBytes;

/**
 * Whether a thread that has just finished a task should end now rather than idle: its heap is
 * larger than parseLimits.keepHeapBytes (a file left it so). A thread that
 * cannot tell is ended too.
 */
export const holdsLargeHeap = async (thread: Worker) => {
  try {
    return isHeavy((await thread.getHeapStatistics()).total_heap_size);
  } catch {
    return true;
  }
};
