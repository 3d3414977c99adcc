/**
 * How a JSON file's author laid out its objects, so a rewrite keeps it: prettier keeps an object
 * on one line when its text starts the first key on the `{`'s line, and expands it otherwise.
 */

/** The paths (`/gameLaunch`, `/sections/hero/settings`) of the objects the text writes inline. */
export function inlineObjectPaths(text: string): Set<string> {
  const inline = new Set<string>();
  let at = 0;
  const space = () => {
    while (at < text.length && /\s/.test(text[at] ?? '')) at++;
  };
  const string = (): string => {
    const start = at;
    at++;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (path: string): void => {
    space();
    const char = text[at];
    if (char === '{') {
      const open = at++;
      space();
      if (text[at] !== '}' && !text.slice(open, at).includes('\n')) inline.add(path);
      while (at < text.length && text[at] !== '}') {
        space();
        const key = string();
        space();
        at++; // ':'
        value(`${path}/${key}`);
        space();
        if (text[at] === ',') at++;
        space();
      }
      at++;
    } else if (char === '[') {
      at++;
      let index = 0;
      space();
      while (at < text.length && text[at] !== ']') {
        value(`${path}/${index++}`);
        space();
        if (text[at] === ',') at++;
        space();
      }
      at++;
    } else if (char === '"') string();
    else while (at < text.length && /[^\s,\]}]/.test(text[at] ?? '')) at++;
  };
  try {
    value('');
  } catch {
    return new Set();
  }
  return inline;
}

/**
 * JSON text for prettier to format: the objects at `inline` paths on one line (prettier keeps
 * them so while they fit), the others expanded.
 */
export function laidOutJson(value: unknown, inline: ReadonlySet<string>, path = ''): string {
  if (Array.isArray(value))
    return `[${value.map((item, index) => laidOutJson(item, inline, `${path}/${index}`)).join(', ')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => `${JSON.stringify(key)}: ${laidOutJson(item, inline, `${path}/${key}`)}`,
  );
  if (entries.length === 0) return '{}';
  return inline.has(path) ? `{ ${entries.join(', ')} }` : `{\n${entries.join(',\n')}\n}`;
}
