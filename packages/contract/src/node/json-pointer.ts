/** Decodes one JSON Pointer segment (RFC 6901). */
function unescapeSegment(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Encodes one JSON Pointer segment (RFC 6901). */
export function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Resolves a JSON Pointer (`/a/b/0`, or '' for the whole document); undefined when absent. */
export function resolvePointer(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  if (!pointer.startsWith('/')) return undefined;
  let node: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const key = unescapeSegment(raw);
    if (Array.isArray(node)) {
      if (!/^\d+$/.test(key)) return undefined;
      node = node[Number(key)];
    } else if (node !== null && typeof node === 'object' && Object.hasOwn(node, key)) {
      node = (node as Record<string, unknown>)[key];
    } else {
      return undefined;
    }
    if (node === undefined) return undefined;
  }
  return node;
}
