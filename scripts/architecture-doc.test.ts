/**
 * docs/architecture.md stays true: its tables name exactly the server modules (in the order
 * eslint.config.js enforces), the web features and the contract's route files on disk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const MODULE_ORDER = JSON.parse(
  readFileSync(path.join(root, 'apps/server/module-order.json'), 'utf8'),
) as string[];

// Folders and files that scripts/guards.test.ts plants for a moment while it runs.
const planted = (name: string) => name.includes('guard-fixture-');

const entries = (dir: string, folders: boolean) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() === folders && !planted(entry.name))
    .map((entry) => entry.name);

/** The first cells (`name`) of the markdown table whose header row starts with `header`. */
export const tableNames = (text: string, header: string): string[] => {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${header} |`));
  if (start < 0) return [];
  const names: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cell = /^\|\s*`([^`]+)`/.exec(line);
    if (cell?.[1]) names.push(cell[1]);
  }
  return names;
};

/** What differs between a table and the names on disk, as sentences a reader can act on. */
export const differences = (inDoc: string[], onDisk: string[], what: string) => [
  ...onDisk.filter((n) => !inDoc.includes(n)).map((n) => `${what} ${n} is not in the table`),
  ...inDoc.filter((n) => !onDisk.includes(n)).map((n) => `${what} ${n} is in the table but gone`),
];

const modules = entries('apps/server/src/modules', true);
const features = entries('apps/web/src/features', true);
const routeFiles = entries('packages/contract/src/routes', false)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => `routes/${file}`);

describe('docs/architecture.md', () => {
  it('names every server module, in MODULE_ORDER, and MODULE_ORDER names every module', () => {
    const inDoc = tableNames(doc, 'module');
    expect(differences(inDoc, modules, 'module')).toEqual([]);
    expect(differences(MODULE_ORDER, modules, 'MODULE_ORDER: module')).toEqual([]);
    expect(inDoc).toEqual(MODULE_ORDER);
  });

  it('names every web feature', () => {
    expect(differences(tableNames(doc, 'feature'), features, 'feature')).toEqual([]);
  });

  it("names every file of the contract's route table", () => {
    expect(differences(tableNames(doc, 'route file'), routeFiles, 'route file')).toEqual([]);
  });

  it('fails when a module, feature or route file is added without a line', () => {
    const inDoc = tableNames(doc, 'module');
    expect(differences(inDoc, [...modules, 'planted-module'], 'module')).toEqual([
      'module planted-module is not in the table',
    ]);
    expect(
      differences(tableNames(doc, 'feature'), [...features, 'planted-feature'], 'feature'),
    ).toEqual(['feature planted-feature is not in the table']);
    expect(tableNames('| module | x |\n|---|---|\n| `a` | y |\n\n| `b` | z |', 'module')).toEqual([
      'a',
    ]);
  });
});
