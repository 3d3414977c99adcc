/**
 * How a JSON file's author laid out its objects, so a rewrite keeps it: prettier keeps an object
 * on one line when its text starts the first key on the `{`'s line, and expands it otherwise.
 */

/**
 * Each object of the text by its path (`/gameLaunch`, `/sections/hero/settings`): true when the
 * text writes it on one line, false when expanded.
 */
export function objectLayout(text: string): Map<string, boolean> {
  const inline = new Map<string, boolean>();
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
      if (text[at] !== '}') inline.set(path, !text.slice(open, at).includes('\n'));
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
    return new Map();
  }
  return inline;
}

/**
 * JSON text for prettier to format: an object laid out as `layout` says (on one line, which
 * prettier keeps while it fits, or expanded); a new object on one line in a list
 * (`{ "type": "logo" }`, as the tenants' files write a list's items) and expanded elsewhere.
 */
export function laidOutJson(
  value: unknown,
  layout: ReadonlyMap<string, boolean>,
  path = '',
  inList = false,
): string {
  if (Array.isArray(value))
    return `[${value.map((item, index) => laidOutJson(item, layout, `${path}/${index}`, true)).join(', ')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => `${JSON.stringify(key)}: ${laidOutJson(item, layout, `${path}/${key}`)}`,
  );
  if (entries.length === 0) return '{}';
  const inline = layout.get(path) ?? (inList && path !== '');
  return inline ? `{ ${entries.join(', ')} }` : `{\n${entries.join(',\n')}\n}`;
}
