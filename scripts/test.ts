/**
 * `npm test`: builds the web app (the browser tests run against the build), then runs every
 * Vitest project — contract, engine, web, server (PostgreSQL), e2e (Chromium) — and ends with
 * one plain line "N passed, N failed, N skipped".
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const extra = process.argv.slice(2);
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

if (!process.env.DATABASE_URL) {
  console.log('DATABASE_URL is not set: the server tests use the embedded PostgreSQL.');
}
if (run('npm', ['run', 'build', '--silent']) !== 0) {
  console.error('The web build failed.');
  process.exit(1);
}

const reportDir = path.join(root, '.cache');
mkdirSync(reportDir, { recursive: true });
const reportFile = path.join(reportDir, 'vitest-report.json');
const status = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
  ...extra,
]);

type Report = {
  numPassedTests: number;
  numFailedTests: number;
  numFailedTestSuites: number;
  numPendingTests: number;
  numTodoTests: number;
};
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(
    `\nTests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
  );
  // The count decides, whatever exit code a hook in the runner's process left behind.
  if (report.numFailedTests > 0 || report.numFailedTestSuites > 0) process.exit(1);
} catch {
  console.log('\nTests: 0 passed, 1 failed');
}
process.exit(status);
