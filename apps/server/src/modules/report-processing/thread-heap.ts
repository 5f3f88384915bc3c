import type { Worker } from 'node:worker_threads';
import { parseLimits } from './parse-limits.ts';

/**
 * Whether a thread that has just finished a task should end now rather than idle: its heap is
 * larger than parseLimits.keepHeapBytes (a file left it so). A thread that
 * cannot tell is ended too.
 */
export const holdsLargeHeap = async (thread: Worker) => {
  try {
    const { total_heap_size: heap } = await thread.getHeapStatistics();
    return heap > parseLimits.keepHeapBytes;
  } catch {
    return true;
  }
};
