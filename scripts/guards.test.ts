/**
 * The guards fire: violations planted in the tree (and removed afterwards) must each be reported
 * by the real ESLint config or by the server's typecheck, so a resolver or zone that silently
 * resolves nothing cannot pass unnoticed again.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const tag = `guard-fixture-${process.pid}`;

// Files planted for the test: path (from the repository root) → content.
const fixtures: Record<string, string> = {
  [`apps/web/src/features/${tag}-a/a.ts`]: `export const a = 1;\n`,
  [`apps/web/src/features/${tag}-b/b.ts`]: `import { a } from '#features/${tag}-a/a.ts';\nexport const b = a;\n`,
  [`apps/web/src/lib/${tag}.ts`]: `import { a } from '#features/${tag}-a/a.ts';\nexport const c = a;\n`,
  [`packages/engine/src/${tag}.ts`]: `import { ok } from '../../../apps/server/src/modules/${tag}-a/${tag}-a.service.ts';\nexport const d = ok;\n`,
  [`apps/web/src/features/${tag}-a/uses-app.ts`]: `import { GuestGuard } from '#app/guards/guest-guard.tsx';\nexport const g = GuestGuard;\n`,
  // audit is the lowest module: importing a module above it (even its service) breaks the order.
  [`apps/server/src/modules/audit/${tag}-order.ts`]: `import { getLatestReadyReport } from '#modules/reports/reports.service.ts';\nexport const o = getLatestReadyReport;\n`,
  [`apps/server/src/modules/${tag}-a/${tag}-a.repository.ts`]: `export const row = 1;\n`,
  [`apps/server/src/modules/${tag}-a/${tag}-a.service.ts`]: `export const ok = 1;\n`,
  [`apps/server/src/modules/${tag}-b/${tag}-b.service.ts`]:
    `import { ok } from '#modules/${tag}-a/${tag}-a.service.ts';\n` +
    `import { row } from '#modules/${tag}-a/${tag}-a.repository.ts';\n` +
    `export const e = ok + row;\n`,
  // Relative paths that leave their unit: up two folders, into a sibling module, into src/ from a test.
  [`apps/web/src/features/${tag}-a/components/climbs.ts`]: `import { paths } from '../../../lib/paths.ts';\nexport const k = paths;\n`,
  [`apps/server/src/modules/${tag}-c/${tag}-c.service.ts`]: `import { ok } from '../${tag}-a/${tag}-a.service.ts';\nexport const m = ok;\n`,
  [`apps/server/test/${tag}-test.ts`]: `import { AppError } from '../src/lib/app-error.ts';\nexport const t = AppError;\n`,
  // The pooled benchmark's cross-organisation repository: refused outside its module, even
  // where no module rule applies (the job registry's folder), and so is its service.
  [`apps/server/src/jobs/${tag}-pool.ts`]:
    `import { listContributors } from '../modules/benchmark-pool/benchmark-pool.repository.ts';\n` +
    `import { buildSnapshot } from '../modules/benchmark-pool/benchmark-pool.service.ts';\n` +
    `import { snapshotJob } from '../modules/benchmark-pool/index.ts';\n` +
    `export const p = [listContributors, buildSnapshot, snapshotJob];\n`,
  [`apps/server/src/modules/salary-bands/${tag}-pool.ts`]:
    `import { listContributors } from '../benchmark-pool/benchmark-pool.repository.ts';\n` +
    `export const q = listContributors;\n`,
  [`packages/engine/src/${tag}-cycle/one.ts`]: `import { two } from './two.ts';\nexport const one = () => two;\n`,
  [`packages/engine/src/${tag}-cycle/two.ts`]: `import { one } from './one.ts';\nexport const two = () => one;\n`,
  [`apps/server/src/${tag}-promise.ts`]: `const save = async () => 1;\nexport const run = () => {\n  save();\n};\n`,
  [`packages/contract/src/${tag}-switch.ts`]:
    `type Kind = 'a' | 'b';\n` +
    `export const label = (kind: Kind): string => {\n` +
    `  switch (kind) {\n    case 'a':\n      return 'A';\n    default:\n      return '?';\n  }\n};\n`,
  [`apps/server/src/${tag}-type.ts`]: `export const count: number = 'many';\n`,
  // For knip: an entry (a `-child.ts` file) that imports a package the server does not declare,
  // and a file whose second export nobody imports.
  [`apps/server/src/${tag}-knip-child.ts`]:
    `import { createElement } from 'react';\n` +
    `import { used } from './${tag}-knip-lib.ts';\n` +
    `export const planted = [createElement, used];\n`,
  [`apps/server/src/${tag}-knip-lib.ts`]: `export const used = 1;\nexport const plantedUnused = 2;\n`,
};
// Checked by their own tools, not by ESLint.
const notLinted = [`${tag}-type.ts`, `${tag}-knip-child.ts`, `${tag}-knip-lib.ts`];
const plantedDirs = [
  `apps/web/src/features/${tag}-a`,
  `apps/web/src/features/${tag}-b`,
  `apps/server/src/modules/${tag}-a`,
  `apps/server/src/modules/${tag}-b`,
  `apps/server/src/modules/${tag}-c`,
  `packages/engine/src/${tag}-cycle`,
];

const removeFixtures = () => {
  for (const dir of plantedDirs) rmSync(path.join(root, dir), { recursive: true, force: true });
  for (const file of Object.keys(fixtures)) rmSync(path.join(root, file), { force: true });
};

let results: Map<string, { ruleId: string | null; message: string; line: number }[]>;

beforeAll(async () => {
  for (const [file, content] of Object.entries(fixtures)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  // Created after planting: the config reads the feature and module folders when it loads.
  // Generous timeouts: this builds TypeScript programs, slow on a loaded machine (14 s idle).
  const eslint = new ESLint({ cwd: root });
  const linted = await eslint.lintFiles(
    Object.keys(fixtures).filter((file) => !notLinted.some((name) => file.endsWith(name))),
  );
  results = new Map(
    linted.map((r) => [path.relative(root, r.filePath).split(path.sep).join('/'), r.messages]),
  );
}, 300_000);

afterAll(removeFixtures);

const rulesIn = (file: string) => (results.get(file) ?? []).map((m) => m.ruleId);

describe('ESLint guards', () => {
  it('rejects a web feature importing another feature', () => {
    expect(rulesIn(`apps/web/src/features/${tag}-b/b.ts`)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('rejects a web feature importing app/', () => {
    expect(rulesIn(`apps/web/src/features/${tag}-a/uses-app.ts`)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('rejects a server module importing a module above it in the declared order', () => {
    const messages = results.get(`apps/server/src/modules/audit/${tag}-order.ts`) ?? [];
    expect(messages.map((m) => [m.ruleId, m.message.includes('module-order.json')])).toEqual([
      ['import-x/no-restricted-paths', true],
    ]);
  });

  it('rejects lib/ importing a feature', () => {
    expect(rulesIn(`apps/web/src/lib/${tag}.ts`)).toEqual(['import-x/no-restricted-paths']);
  });

  it('rejects the engine importing an app', () => {
    // The path climbs out of the package too, so the subpath guard fires beside the zone.
    expect(rulesIn(`packages/engine/src/${tag}.ts`)).toContain('import-x/no-restricted-paths');
  });

  it("rejects a server module importing another module's repository, not its service", () => {
    const messages = results.get(`apps/server/src/modules/${tag}-b/${tag}-b.service.ts`) ?? [];
    expect(messages.map((m) => [m.ruleId, m.line])).toEqual([['import-x/no-restricted-paths', 2]]);
  });

  it('rejects relative imports that leave their module, feature or folder', () => {
    for (const file of [
      `apps/web/src/features/${tag}-a/components/climbs.ts`,
      `apps/server/src/modules/${tag}-c/${tag}-c.service.ts`,
      `apps/server/test/${tag}-test.ts`,
    ]) {
      expect([file, rulesIn(file)]).toEqual([file, ['no-restricted-imports']]);
    }
  });

  it("rejects any import of the pooled benchmark's cross-organisation repository or service", () => {
    const inJobs = results.get(`apps/server/src/jobs/${tag}-pool.ts`) ?? [];
    // Lines 1 and 2 (the repository, the service) are refused; line 3 (the index) is the way in.
    expect(inJobs.map((m) => [m.ruleId, m.line, m.message.includes('benchmark-pool')])).toEqual([
      ['import-x/no-restricted-paths', 1, true],
      ['import-x/no-restricted-paths', 2, true],
    ]);
    const inModule = results.get(`apps/server/src/modules/salary-bands/${tag}-pool.ts`) ?? [];
    expect(
      inModule.some(
        (m) =>
          m.ruleId === 'import-x/no-restricted-paths' &&
          m.message.includes('reads across organisations'),
      ),
    ).toBe(true);
  });

  it('rejects a two-file import cycle', () => {
    expect(rulesIn(`packages/engine/src/${tag}-cycle/one.ts`)).toContain('import-x/no-cycle');
  });

  it('rejects a floating promise', () => {
    expect(rulesIn(`apps/server/src/${tag}-promise.ts`)).toEqual([
      '@typescript-eslint/no-floating-promises',
    ]);
  });

  it('rejects a switch that misses a case of a union', () => {
    expect(rulesIn(`packages/contract/src/${tag}-switch.ts`)).toEqual([
      '@typescript-eslint/switch-exhaustiveness-check',
    ]);
  });
});

describe('typecheck guard', () => {
  it("rejects a type error in the server through the workspace's typecheck script", async () => {
    const run = promisify(execFile);
    const failure = await run('npm', ['run', 'typecheck', '--silent', '-w', '@parytet/server'], {
      cwd: root,
    }).then(
      () => null,
      (error: unknown) => error as { code: number; stdout: string },
    );
    expect(failure).not.toBeNull();
    expect(failure?.code).not.toBe(0);
    expect(failure?.stdout).toContain(`${tag}-type.ts`);
    expect(failure?.stdout).toContain('TS2322');
  }, 300_000);
});

type KnipIssue = {
  file: string;
  dependencies: { name: string }[];
  unlisted: { name: string }[];
  exports: { name: string }[];
};

describe('knip guard', () => {
  it('rejects an undeclared dependency and an unused export', async () => {
    const run = promisify(execFile);
    // knip exits 1 when it finds something; the JSON on stdout is what the test reads. The
    // planted files match .gitignore (so a crashed run leaves nothing to commit), which knip
    // honours unless told not to.
    const args = ['knip', '--no-progress', '--no-gitignore', '--reporter', 'json'];
    const output = await run('npx', args, {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      ({ stdout }) => stdout,
      (error: unknown) => (error as { stdout: string }).stdout,
    );
    const issues = (JSON.parse(output) as { issues: KnipIssue[] }).issues;
    const inFile = (name: string) => issues.find((issue) => issue.file.endsWith(name));
    expect(inFile(`${tag}-knip-child.ts`)?.unlisted.map((u) => u.name)).toContain('react');
    expect(inFile(`${tag}-knip-lib.ts`)?.exports.map((e) => e.name)).toEqual(['plantedUnused']);
  }, 300_000);
});
