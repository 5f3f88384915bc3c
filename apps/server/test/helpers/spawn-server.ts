import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const serverScript = path.resolve(import.meta.dirname, '../../src/server.ts');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export type Run = { code: number | null; output: string };

/**
 * Starts `node server.ts` (or `command`) in its own process group, as a terminal would, with a
 * minimal environment and `env` on top.
 */
export const startServer = (
  env: Record<string, string>,
  command: { file: string; args: string[]; cwd?: string } = {
    file: process.execPath,
    args: [serverScript],
  },
) => {
  const child = spawn(command.file, command.args, {
    ...(command.cwd ? { cwd: command.cwd } : {}),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-123',
      LOG_LEVEL: 'info',
      RUN_WORKER: 'true',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Run>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
  const running = async (timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!output.includes('Parytet is running at')) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { child, exited, running, output: () => output };
};
