import { isPlainObject } from '../deep-merge.js';

/** Unescaped segments of a JSON pointer ('' → []). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Whether `pointer` names a value inside `doc`. */
export function pointerExists(doc: unknown, pointer: string): boolean {
  let node = doc;
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(node)) {
      const index = Number(segment);
      if (!/^(0|[1-9][0-9]*)$/.test(segment) || index >= node.length) return false;
      node = node[index] as unknown;
    } else if (isPlainObject(node) && Object.hasOwn(node, segment)) {
      node = node[segment];
    } else {
      return false;
    }
  }
  return true;
}
