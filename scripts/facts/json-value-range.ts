/**
 * Where the value at a key path sits in a JSON text, so a generator can replace that value and
 * leave every other byte of the file as it was written.
 */

const skipSpace = (text: string, at: number): number => {
  let i = at;
  while (/\s/.test(text[i] ?? '')) i++;
  return i;
};

/** The end of the string that starts at `at` (just past its closing quote). */
function stringEnd(text: string, at: number): number {
  let i = at + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The end of the value that starts at `at`. */
function valueEnd(text: string, at: number): number {
  const first = text[at];
  if (first === '"') return stringEnd(text, at);
  if (first !== '{' && first !== '[') {
    let i = at;
    while (i < text.length && !/[\s,}\]]/.test(text[i] ?? '')) i++;
    return i;
  }
  let depth = 0;
  let i = at;
  while (i < text.length) {
    const char = text[i];
    if (char === '"') {
      i = stringEnd(text, i);
      continue;
    }
    if (char === '{' || char === '[') depth++;
    if (char === '}' || char === ']') depth--;
    i++;
    if (depth === 0) return i;
  }
  throw new Error('unterminated JSON value');
}

/** `[start, end)` of the value at `path` (object keys from the root). */
export function jsonValueRange(text: string, path: readonly string[]): [number, number] {
  let at = skipSpace(text, 0);
  for (const key of path) {
    if (text[at] !== '{') throw new Error(`no object on the way to /${path.join('/')}`);
    at = skipSpace(text, at + 1);
    let found = false;
    while (text[at] === '"') {
      const keyEnd = stringEnd(text, at);
      const name = JSON.parse(text.slice(at, keyEnd)) as string;
      const valueStart = skipSpace(text, skipSpace(text, keyEnd) + 1);
      if (name === key) {
        at = valueStart;
        found = true;
        break;
      }
      at = skipSpace(text, valueEnd(text, valueStart));
      if (text[at] === ',') at = skipSpace(text, at + 1);
    }
    if (!found) throw new Error(`no key "${key}" on the way to /${path.join('/')}`);
  }
  return [at, valueEnd(text, at)];
}
