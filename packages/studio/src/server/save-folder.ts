import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Writes a checked proposal into `<tenantsDir>/<code>/`: each new text, each removed file gone. */
export function writeProposal(
  tenantsDir: string,
  code: string,
  writes: Record<string, string | null>,
): void {
  for (const [file, text] of Object.entries(writes)) {
    const path = join(tenantsDir, code, file);
    if (text === null) rmSync(path, { force: true });
    else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  }
}
