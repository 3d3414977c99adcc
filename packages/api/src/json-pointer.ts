/**
 * JSON Pointer (RFC 6901) in its string form: '' is the whole document, '/a/b~1c/0' names
 * `doc.a['b/c'][0]`. A segment escapes '~' as '~0' and '/' as '~1'. Nothing here URI-decodes:
 * a pointer taken from a URI fragment (`#/a%20b` in a `$ref`) goes through `pointerOfUriFragment`
 * first, and only once.
 */

const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

/** Encodes one segment. */
export function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The pointer naming `segments` under the root. */
export function pointerOf(segments: readonly (string | number)[]): string {
  return segments.map((segment) => `/${escapeSegment(segment)}`).join('');
}

/** The unescaped segments of a pointer ('' → []); null when it is not a pointer. */
export function pointerSegments(pointer: string): string[] | null {
  if (pointer === '') return [];
  if (!pointer.startsWith('/') || /~(?![01])/.test(pointer)) return null;
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The pointer a URI fragment holds (`#/a%20b` → '/a b'); null when it holds none. */
export function pointerOfUriFragment(fragment: string): string | null {
  try {
    return decodeURIComponent(fragment.replace(/^#/, ''));
  } catch {
    return null;
  }
}

function child(node: unknown, segment: string): { found: boolean; value?: unknown } {
  if (Array.isArray(node)) {
    return ARRAY_INDEX.test(segment) && Number(segment) < node.length
      ? { found: true, value: node[Number(segment)] as unknown }
      : { found: false };
  }
  if (node !== null && typeof node === 'object' && Object.hasOwn(node, segment)) {
    return { found: true, value: (node as Record<string, unknown>)[segment] };
  }
  return { found: false };
}

function lookUp(doc: unknown, pointer: string): { found: boolean; value?: unknown } {
  const segments = pointerSegments(pointer);
  if (segments === null) return { found: false };
  let node = doc;
  for (const segment of segments) {
    const next = child(node, segment);
    if (!next.found) return next;
    node = next.value;
  }
  return { found: true, value: node };
}

/** Whether `pointer` names a value inside `doc` (own properties and array indexes only). */
export function pointerExists(doc: unknown, pointer: string): boolean {
  return lookUp(doc, pointer).found;
}

/** The value `pointer` names inside `doc`; undefined when there is none. */
export function resolvePointer(doc: unknown, pointer: string): unknown {
  return lookUp(doc, pointer).value;
}
