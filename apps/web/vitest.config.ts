import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // One jsdom per worker, each file still in its own VM context: creating jsdom for each of
    // the 59 files took most of this project's time.
    pool: 'vmThreads',
    maxWorkers: 2,
    // A screen test types and clicks through several renders: 5 s is a budget a busy 2-core
    // machine overruns. Every assertion must still come true.
    testTimeout: 30_000,
  },
});
