/**
 * When a browser test fails, what its still-open pages showed: a screenshot under artifacts/
 * and, in the log, each page's address and accessibility tree. A failure seen only on the CI
 * machine can then be read instead of guessed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach } from 'vitest';
import { ARTIFACTS_DIR, openPages } from './browser.ts';

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const name = `failure-${task.name}`.replace(/[^a-z0-9-]+/gi, '-').slice(0, 80);
  let index = 0;
  for (const [page, visited] of openPages) {
    index += 1;
    try {
      const file = path.join(ARTIFACTS_DIR, `${name}-${String(index)}`);
      await page.screenshot({ path: `${file}.png`, fullPage: true, timeout: 10_000 });
      const tree = await page.locator('body').ariaSnapshot({ timeout: 10_000 });
      // The address and the way there close the report too: a long log keeps only its end.
      const where = `${page.url()}\nlast paths: ${visited.slice(-8).join(' → ')}`;
      await writeFile(`${file}.txt`, `${where}\n\n${tree}\n`);
      console.error(`[failure report] page ${String(index)}: ${where}\n${tree}\n${where}`);
    } catch (error) {
      console.error(`[failure report] page ${String(index)} could not be read:`, error);
    }
  }
});
