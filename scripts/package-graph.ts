/** Pure checks over the workspace package graph (used by check-package-deps.ts). */
export interface WorkspacePackage {
  name: string;
  dir: string;
  /** Package names listed in dependencies or devDependencies. */
  declared: string[];
  /** Workspace package imported → files importing it. */
  imports: Map<string, string[]>;
}

/** Every cycle in the graph of declared or imported workspace dependencies, once each. */
export function findImportCycles(packages: WorkspacePackage[]): string[] {
  const names = new Set(packages.map((p) => p.name));
  const edges = new Map<string, string[]>();
  for (const p of packages) {
    const targets = new Set([...p.declared, ...p.imports.keys()].filter((n) => names.has(n)));
    targets.delete(p.name);
    edges.set(p.name, [...targets].sort());
  }
  const cycles = new Set<string>();
  const visit = (node: string, path: string[]): void => {
    const at = path.indexOf(node);
    if (at >= 0) {
      const cycle = path.slice(at);
      const start = cycle.indexOf([...cycle].sort()[0] as string);
      const canonical = [...cycle.slice(start), ...cycle.slice(0, start)];
      cycles.add(`dependency cycle: ${[...canonical, canonical[0]].join(' → ')}`);
      return;
    }
    for (const next of edges.get(node) ?? []) visit(next, [...path, node]);
  };
  for (const p of packages) visit(p.name, []);
  return [...cycles].sort();
}

/** Imports of workspace packages that the importing package does not declare. */
export function undeclaredImports(packages: WorkspacePackage[]): string[] {
  const out: string[] = [];
  for (const p of packages) {
    for (const [target, files] of p.imports) {
      if (target === p.name || p.declared.includes(target)) continue;
      out.push(
        `${p.dir}: imports ${target} (in ${files[0] ?? '?'}) without declaring it in package.json`,
      );
    }
  }
  return out;
}
