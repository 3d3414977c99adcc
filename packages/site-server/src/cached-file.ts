import { readFileSync, statSync } from 'node:fs';

/**
 * Reads a file and keeps the parsed result until the file's modification time changes, so a
 * rebuilt runtime or an edited dictionary is picked up without a restart.
 */
export class CachedFile<T> {
  #mtimeMs = -1;
  #value: T | undefined;

  constructor(
    readonly path: string,
    private readonly parse: (text: string) => T,
  ) {}

  /** The parsed content; throws when the file cannot be read. */
  read(): T {
    const { mtimeMs } = statSync(this.path);
    if (this.#value === undefined || mtimeMs !== this.#mtimeMs) {
      this.#value = this.parse(readFileSync(this.path, 'utf8'));
      this.#mtimeMs = mtimeMs;
    }
    return this.#value;
  }
}
