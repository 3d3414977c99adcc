/**
 * Dependency rules, checked by `pnpm deps:check` (docs/architecture.md#dependency-rules).
 *
 * - no-circular: no import cycle between files anywhere (type-only imports count).
 * - package layers: a workspace package imports only the @wl packages its package.json declares,
 *   and only packages of a lower layer.
 * - no-feature-deep-import: a feature reaches another feature only through its index.ts (and the
 *   node-only entry through its server.ts).
 * - no-testing-helper-in-shipped-code: tests and test helpers are imported by tests only.
 * - api-without-ui-state: the API layer of @wl/core reads no UI store and opens no modal.
 * - mock-loaded-on-demand: the site server imports the mock backend only dynamically.
 */
const { readFileSync, readdirSync, existsSync } = require('node:fs');
const { join } = require('node:path');

/** Bottom to top; a package may import packages of a lower layer only. */
const LAYERS = [
  ['packages/api', 'packages/paths'],
  ['packages/tenant-config'],
  ['packages/core'],
  ['packages/widgets'],
  ['packages/features'],
  ['packages/runtime'],
  ['mock-server'],
  ['packages/site-server'],
  ['packages/studio'],
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const dirsPattern = (dirs) => `^(${dirs.map(escapeRegExp).join('|')})/`;

const workspaceDirs = [
  ...readdirSync(join(__dirname, 'packages')).map((name) => `packages/${name}`),
  'mock-server',
].filter((dir) => existsSync(join(__dirname, dir, 'package.json')));

const manifestOf = (dir) => JSON.parse(readFileSync(join(__dirname, dir, 'package.json'), 'utf8'));
const dirOfName = new Map(workspaceDirs.map((dir) => [manifestOf(dir).name, dir]));
const layerOf = (dir) => LAYERS.findIndex((layer) => layer.includes(dir));

for (const dir of workspaceDirs) {
  if (layerOf(dir) === -1) throw new Error(`.dependency-cruiser.cjs: give ${dir} a layer`);
}

/** For each package: the workspace packages it may not import (undeclared, or not below it). */
const packageRules = workspaceDirs.flatMap((dir) => {
  const manifest = manifestOf(dir);
  const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    .map((name) => dirOfName.get(name))
    .filter((target) => target !== undefined);
  const forbidden = workspaceDirs.filter(
    (other) => other !== dir && !(declared.includes(other) && layerOf(other) < layerOf(dir)),
  );
  if (forbidden.length === 0) return [];
  return [
    {
      name: `package-layers:${manifest.name}`,
      comment:
        `${manifest.name} may import only the @wl packages its package.json declares, ` +
        'of a lower layer (api; tenant-config; core; widgets; features; runtime; ' +
        'mock-server; site-server; studio).',
      severity: 'error',
      from: { path: dirsPattern([dir]) },
      to: { path: dirsPattern(forbidden) },
    },
  ];
});

const TEST_CODE = ['(^|/)testing/', '(^|/)test-support/', '\\.test\\.tsx?$', '^tests/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files may not import each other in a circle, directly or through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...packageRules,
    {
      name: 'no-import-from-scripts-or-tests',
      comment: 'Workspace packages do not import the repository scripts or tests.',
      severity: 'error',
      from: { path: dirsPattern(workspaceDirs), pathNot: TEST_CODE },
      to: { path: '^(scripts|tests)/' },
    },
    {
      name: 'no-feature-deep-import',
      comment:
        'A feature uses another feature only through its index.ts (its public entry); the ' +
        "node-only entry (src/node/) also through a feature's server.ts (what the site server " +
        'draws of it, with React server rendering the browser never loads).',
      severity: 'error',
      from: { path: '^packages/features/src/([^/]+)/' },
      to: {
        path: '^packages/features/src/[^/]+/',
        pathNot: [
          '^packages/features/src/$1/',
          '^packages/features/src/[^/]+/index\\.tsx?$',
          '^packages/features/src/[^/]+/server\\.tsx?$',
        ],
      },
    },
    {
      name: 'no-testing-helper-in-shipped-code',
      comment:
        'Tests and test helpers (testing/, test-support/, *.test.ts) are imported by tests only.',
      severity: 'error',
      // `pnpm screenshots` drives pages with the browser tests' harness (site server, sign-in,
      // Chromium); it is a development tool, never shipped.
      from: { pathNot: [...TEST_CODE, '^scripts/screenshots\\.ts$'] },
      to: { path: TEST_CODE },
    },
    {
      name: 'mock-loaded-on-demand',
      comment:
        'The site server loads the mock backend only when it mounts it: a dynamic import (or a ' +
        'type-only one), never a static import that would load it in every deployment.',
      severity: 'error',
      from: { path: '^packages/site-server/', pathNot: TEST_CODE },
      to: { path: '^mock-server/', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'api-without-ui-state',
      comment:
        'The API layer of @wl/core reads no UI store and opens no modal: initApi receives ' +
        'isModuleOn and onUnauthorized from the start-up.',
      severity: 'error',
      from: { path: '^packages/core/src/api/', pathNot: TEST_CODE },
      to: { path: '^packages/core/src/(stores|hooks)/|^packages/core/src/tenant/tenant-context' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
  },
};
