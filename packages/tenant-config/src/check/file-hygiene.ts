import { pointerOf } from '@wl/api';
import { FILE_SIZE_BUDGETS, FORBIDDEN_KEYS } from '../constants.js';
import { isPlainObject } from '../deep-merge.js';

/** Pointers of every `__proto__`, `constructor` or `prototype` key in a parsed file. */
export function forbiddenKeyPointers(value: unknown, path: (string | number)[] = []): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => forbiddenKeyPointers(item, [...path, index]));
  }
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...((FORBIDDEN_KEYS as readonly string[]).includes(key) ? [pointerOf([...path, key])] : []),
    ...forbiddenKeyPointers(item, [...path, key]),
  ]);
}

export const forbiddenKeyMessage = (pointer: string): string =>
  `key "${pointer.split('/').pop() ?? ''}" is not allowed in tenant files (${FORBIDDEN_KEYS.join(', ')})`;

const kilobytes = (bytes: number): string => `${Math.ceil(bytes / 1024)} KB`;

/** The problem with a file of `bytes` bytes of this kind, or undefined when within budget. */
export function sizeProblem(
  kind: keyof typeof FILE_SIZE_BUDGETS,
  bytes: number,
): string | undefined {
  const budget = FILE_SIZE_BUDGETS[kind];
  if (bytes <= budget) return undefined;
  return `file is ${kilobytes(bytes)}, over the ${kilobytes(budget)} budget for ${kind} files`;
}
