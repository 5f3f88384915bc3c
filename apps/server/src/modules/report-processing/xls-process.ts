import { spawn } from 'node:child_process';
import { deserialize } from 'node:v8';
import type { XlsTable, XlsTableSource } from '@parytet/engine/xls-table';
import { parseLimits } from './parse-limits.ts';

const CHILD = new URL('./xls-child.ts', import.meta.url).pathname;

/**
 * Reads a .xls in a child process (xls-child.ts) under the parse limits: its heap is capped, and
 * its CPU time is capped by the kernel (`ulimit -t`), so a file that makes SheetJS loop ends even
 * when the thread that waits for it was terminated first. Whatever ends the child early, the
 * file is unreadable (INCORRECT_FILE), as a thread that overran.
 */
export const xlsInChildProcess =
  (timeoutMs: number): XlsTableSource =>
  (data) =>
    new Promise<XlsTable>((resolve) => {
      const cpuSeconds = Math.max(1, Math.ceil(timeoutMs / 1000));
      const memoryMb = parseLimits.resourceLimits.maxOldGenerationSizeMb ?? 384;
      const child = spawn(
        '/bin/sh',
        [
          '-c',
          'ulimit -t "$1" && shift && exec "$@"',
          'xls-child',
          String(cpuSeconds),
          process.execPath,
          `--max-old-space-size=${memoryMb}`,
          '--max-semi-space-size=16',
          CHILD,
          String(timeoutMs),
        ],
        // The CPU limit ends a looping reader; this, one waiting on nothing (the thread's own limit
        // ends the file sooner while the thread lives).
        { stdio: ['pipe', 'pipe', 'ignore'], timeout: 2 * timeoutMs, killSignal: 'SIGKILL' },
      );
      const chunks: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      // The child may end before it read the whole file (a limit): nothing to report here.
      child.stdin.on('error', () => undefined);
      child.on('error', (error) => resolve({ ok: false, message: error.message }));
      child.on('close', (code, signal) => {
        if (code !== 0) {
          resolve({ ok: false, message: `xls reader ended (${signal ?? `code ${code}`})` });
          return;
        }
        try {
          resolve(deserialize(Buffer.concat(chunks)) as XlsTable);
        } catch (error) {
          resolve({ ok: false, message: (error as Error).message });
        }
      });
      child.stdin.end(data);
    });
