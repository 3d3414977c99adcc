import { isPlainObject } from '@wl/tenant-config';

/** A nested dictionary's texts by dotted key ('tenant.hero.title'). */
export function flattenTexts(value: unknown, prefix = ''): Record<string, string> {
  if (!isPlainObject(value)) return {};
  const texts: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof item === 'string') texts[path] = item;
    else Object.assign(texts, flattenTexts(item, path));
  }
  return texts;
}

/** Sets a text at a dotted key in a nested dictionary, making the objects on the way. */
export function setText(dictionary: Record<string, unknown>, key: string, text: string): void {
  const parts = key.split('.');
  const last = parts.pop();
  if (last === undefined) return;
  let node = dictionary;
  for (const part of parts) {
    if (!isPlainObject(node[part])) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[last] = text;
}

/** A nested dictionary from texts by dotted key (the opposite of `flattenTexts`). */
export function nestTexts(texts: Readonly<Record<string, string>>): Record<string, unknown> {
  const dictionary: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(texts)) setText(dictionary, key, text);
  return dictionary;
}
