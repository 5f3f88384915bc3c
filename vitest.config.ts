import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          fileParallelism: false,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'apps/web/e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
