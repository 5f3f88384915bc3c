import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time on the 2-core CI machine: every project but the browser tests first
    // (each server worker has its own copy of the test database, see
    // apps/server/test/helpers/test-database.ts), then the browser tests as a group of their own.
    // Side by side with the browser files the server files only slowed the CPU-bound browser
    // tests; one at a time, they left a core idle for six minutes.
    maxWorkers: 2,
    projects: [
      // The lint and typecheck guards, proven on planted violations.
      { test: { name: 'tooling', root: 'scripts', include: ['*.test.ts'], testTimeout: 300_000 } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'engine',
          root: 'packages/engine',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'assistant',
          root: 'packages/assistant',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files share a worker's loaded modules (none mocks one): importing the app afresh
          // for each of 60 files cost more than many of the files' own tests.
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'apps/web/e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['./support/global-setup.ts'],
          setupFiles: ['./support/failure-report.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // expect.poll waits up to 15 s, not 1 s: what a screen shows after a call (a plan's name,
          // a notice gone) can take longer on a loaded 2-core machine, and it must still happen.
          expect: { poll: { timeout: 15_000 } },
          // Each file signs up its own users against the one e2e server, so two can run at once.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
