/**
 * Fails when workspace packages form a dependency cycle, or when a package imports another
 * workspace package it does not declare in its package.json.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findImportCycles, undeclaredImports, type WorkspacePackage } from './package-graph.js';

const root = new URL('..', import.meta.url).pathname;
const packageDirs = [
  ...readdirSync(join(root, 'packages')).map((d) => join('packages', d)),
  'mock-server',
];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

const packages: WorkspacePackage[] = packageDirs.map((dir) => {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
    name: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  const imports = new Map<string, string[]>();
  for (const file of sourceFiles(join(root, dir, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*)['"](@wl\/[a-z-]+)/g)) {
      const target = m[1] as string;
      const files = imports.get(target) ?? [];
      files.push(relative(root, file));
      imports.set(target, files);
    }
  }
  return { name: manifest.name, dir, declared, imports };
});

const problems = [...findImportCycles(packages), ...undeclaredImports(packages)];
if (problems.length > 0) {
  for (const p of problems) console.error(p);
  process.exit(1);
}
console.info(`deps:check: ${packages.length} packages, no cycles, every @wl import declared`);
