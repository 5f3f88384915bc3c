import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// Report data (list, views, employees, limits, upload) has one home, apps/web/src/lib/reports:
// the pay-gap, salary-ranges and employees screens and the sidebar (layout) all read it, and a
// features/reports would have to be imported by four features, which these zones forbid.
const root = import.meta.dirname;
// Read from the folders so a new feature or module is guarded the day it is created.
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = foldersIn('apps/web/src/features');
const serverModules = foldersIn('apps/server/src/modules');
const modulesDir = path.join(root, 'apps/server/src/modules');

// The server's modules, lowest first (apps/server/module-order.json): a module imports only
// modules below it (their services or index), so no two modules can loop into each other. A
// module folder not listed there counts as the highest (nothing may import it), and
// scripts/architecture-doc.test.ts fails until it is listed.
const MODULE_ORDER = JSON.parse(
  readFileSync(path.join(root, 'apps/server/module-order.json'), 'utf8'),
);
const rankOf = (m) => {
  const rank = MODULE_ORDER.indexOf(m);
  return rank < 0 ? MODULE_ORDER.length : rank;
};
const modulesAbove = (m) => serverModules.filter((other) => rankOf(other) > rankOf(m));
// The pooled benchmark's builder is the one place that reads across organisations
// (decisions §10): outside its folder only its index (the snapshot job, the operator command)
// may be imported, by nothing that serves a request, so no request path can reach its queries.
const serverDir = path.join(root, 'apps/server');
const POOL = 'benchmark-pool';
const poolZone = {
  target: [
    `${serverDir}/src/*.ts`,
    `${serverDir}/src/!(modules)/**`,
    `${modulesDir}/!(${POOL})/**`,
    `${serverDir}/test/**`,
    `${serverDir}/bench/**`,
  ],
  from: [`${modulesDir}/${POOL}/!(index).ts`],
  message: `Only modules/${POOL} reads across organisations: import its index.ts (the snapshot job, the operator command), never its repository or service.`,
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/web/e2e/artifacts/**',
      'bench-out/**',
      '**/*.config.js',
      '**/*.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node },
      ecmaVersion: 2023,
      sourceType: 'module',
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads no `.ts` module, and no-cycle sees no edge to follow.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        // `.ts` imports resolve as written; workspace packages through their `exports` maps.
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.node'],
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/await-thenable': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-default-export': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            { target: './packages', from: './apps', message: 'Packages never import apps.' },
            {
              target: './packages/contract',
              from: './packages/engine',
              message: 'The contract depends on nothing in the repository.',
            },
            {
              target: './apps/web/src',
              from: './packages/engine',
              message: 'The engine reads files with Node APIs; shared data lives in the contract.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app talks to the server over HTTP only.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'The server never imports the web app.',
            },
            ...webFeatures.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message:
                'Features do not import each other; share through components/, lib/ or app/.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message:
                'A feature never imports app/ (the router, guards and layouts import features).',
            },
            {
              target: './apps/web/src/components',
              from: './apps/web/src/features',
              message: 'Shared UI never imports a feature.',
            },
            {
              target: './apps/web/src/lib',
              from: './apps/web/src/features',
              message: 'lib never imports a feature.',
            },
            poolZone,
            ...serverModules.map((m) => ({
              target: `./apps/server/src/modules/${m}`,
              from: `${modulesDir}/!(${m})/**`,
              except: [`${modulesDir}/*/index.ts`, `${modulesDir}/*/*.service.ts`],
              message:
                'A module reaches another only through its service or index, never its repository.',
            })),
            ...serverModules
              .filter((m) => modulesAbove(m).length > 0)
              .map((m) => ({
                target: `./apps/server/src/modules/${m}`,
                from: modulesAbove(m).map((other) => `./apps/server/src/modules/${other}`),
                message: `A module imports only modules below it in apps/server/module-order.json; ${m} sits below these.`,
              })),
          ],
        },
      ],
    },
  },
  {
    // Relative imports stay inside their unit (a server module, a web feature, or one top-level
    // folder of a package's src); anything further goes through the package's `#` subpath
    // imports (`#lib/app-error.ts`, `#modules/reports/reports.service.ts`), so a path says where
    // it points, not how far up it climbs.
    files: ['{apps,packages}/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){2,}',
              message: "Import from another folder through the package's `#` subpath imports.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/*.ts', 'apps/web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message:
                'Another module or feature is imported through `#modules/…` or `#features/…`.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['{apps,packages}/*/{test,bench,e2e}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.{1,2}/(.*/)?src/',
              message: "Tests and benches import the package's source through `#…`.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  prettier,
);
