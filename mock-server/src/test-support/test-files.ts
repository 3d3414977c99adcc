import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A source file of a test, by path relative to the repository root, with its text. */
export interface TestFile {
  path: string;
  text: string;
}

/** Every file under `dir` (recursively, node_modules skipped) whose name matches `pattern`. */
export function findFiles(root: string, dir: string, pattern: RegExp): TestFile[] {
  const out: TestFile[] = [];
  const walk = (at: string): void => {
    let names: string[];
    try {
      names = readdirSync(at);
    } catch {
      return; // a folder that does not exist (yet) holds no tests
    }
    for (const name of names) {
      if (name === 'node_modules' || name === 'dist') continue;
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (pattern.test(name))
        out.push({ path: relative(root, path), text: readFileSync(path, 'utf8') });
    }
  };
  walk(join(root, dir));
  return out;
}

/** Whether a source text holds `id` as a string literal ('id', "id" or `id`). */
export function mentionsLiteral(text: string, id: string): boolean {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(['"\`])${escaped}\\1`).test(text);
}
