import type { ConfigError } from './types.js';

/** Sorts by file, then pointer, then message, and drops exact duplicates. */
export function sortConfigErrors(errors: readonly ConfigError[]): ConfigError[] {
  const seen = new Set<string>();
  const unique: ConfigError[] = [];
  for (const error of errors) {
    const key = `${error.file}\u0000${error.pointer}\u0000${error.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(error);
  }
  const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  return unique.sort(
    (a, b) =>
      compare(a.file, b.file) || compare(a.pointer, b.pointer) || compare(a.message, b.message),
  );
}

/** One `file#pointer: message` line per error. */
export function formatConfigErrors(errors: readonly ConfigError[]): string {
  return errors.map((error) => `${error.file}#${error.pointer}: ${error.message}`).join('\n');
}
