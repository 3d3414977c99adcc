import { describe, expect, it } from 'vitest';
import { findImportCycles, undeclaredImports, type WorkspacePackage } from './package-graph.js';

const pkg = (
  name: string,
  declared: string[],
  imports: Record<string, string[]> = {},
): WorkspacePackage => ({
  name,
  dir: name.replace('@wl/', 'packages/'),
  declared,
  imports: new Map(Object.entries(imports)),
});

describe('package graph checks', () => {
  it('accepts the layered graph core ← widgets ← runtime', () => {
    const graph = [
      pkg('@wl/core', []),
      pkg('@wl/widgets', ['@wl/core']),
      pkg('@wl/runtime', ['@wl/core', '@wl/widgets']),
    ];
    expect(findImportCycles(graph)).toEqual([]);
  });

  it('names a cycle introduced by an import, not only by package.json', () => {
    const graph = [
      pkg('@wl/core', [], { '@wl/widgets': ['packages/core/src/x.ts'] }),
      pkg('@wl/widgets', ['@wl/core']),
    ];
    expect(findImportCycles(graph)).toEqual([
      'dependency cycle: @wl/core → @wl/widgets → @wl/core',
    ]);
  });

  it('reports an import of an undeclared workspace package with the file', () => {
    const graph = [pkg('@wl/widgets', [], { '@wl/core': ['packages/widgets/src/a.tsx'] })];
    expect(undeclaredImports(graph)).toEqual([
      'packages/widgets: imports @wl/core (in packages/widgets/src/a.tsx) without declaring it in package.json',
    ]);
  });
});
