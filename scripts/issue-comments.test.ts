/**
 * Comments say what and why; a reader cannot look up "issue 12". This fails on any source file
 * that cites an issue by number (or by a quoted title), so the habit cannot creep back.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|js|mjs|cjs|sql|css)$/;
export const CITES_AN_ISSUE = /\bissues? #?\d+\b|\(issue ["“]/i;

describe('comments cite no issue numbers', () => {
  it('finds none in the tracked source files', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      // This file's own examples are what the rule forbids.
      .filter((file) => SOURCE.test(file) && file !== 'scripts/issue-comments.test.ts');
    const hits = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          CITES_AN_ISSUE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(hits).toEqual([]);
  });

  it('recognises the forms it forbids and lets ordinary words pass', () => {
    expect(
      ['// the fuzzing of issue 13', '/* (issue 8, plans) */', '(issue "Organisations")'].map((l) =>
        CITES_AN_ISSUE.test(l),
      ),
    ).toEqual([true, true, true]);
    expect(
      ['issuer', 'an issue with the file', 'validation.map((issue) => 1)'].map((l) =>
        CITES_AN_ISSUE.test(l),
      ),
    ).toEqual([false, false, false]);
  });
});
