import { createTwoFilesPatch } from 'diff';
import type { FileChange } from '../shared/studio-api.js';

/** A unified diff of each file a save would write or remove in the tenant folder. */
export function folderDiff(
  code: string,
  before: Record<string, string>,
  writes: Record<string, string | null>,
): FileChange[] {
  return Object.entries(writes)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([file, text]) => {
      const old = before[file];
      const status = text === null ? 'removed' : old === undefined ? 'added' : 'changed';
      const patch = createTwoFilesPatch(
        old === undefined ? '/dev/null' : `a/${code}/${file}`,
        text === null ? '/dev/null' : `b/${code}/${file}`,
        old ?? '',
        text ?? '',
        undefined,
        undefined,
        { context: 3 },
      );
      return { file, status, patch };
    });
}
