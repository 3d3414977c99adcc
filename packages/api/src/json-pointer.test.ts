import { describe, expect, it } from 'vitest';
import {
  pointerExists,
  pointerOf,
  pointerOfUriFragment,
  pointerSegments,
  resolvePointer,
} from './json-pointer.js';

// The example document of RFC 6901, section 5.
const doc = JSON.parse(
  '{"foo":["bar","baz"],"":0,"a/b":1,"c%d":2,"e^f":3,"g|h":4,"i\\\\j":5,"k\\"l":6," ":7,"m~n":8}',
) as unknown;

describe('JSON pointers (RFC 6901)', () => {
  it.each([
    ['', doc],
    ['/foo', ['bar', 'baz']],
    ['/foo/0', 'bar'],
    ['/', 0],
    ['/a~1b', 1],
    ['/c%d', 2],
    ['/e^f', 3],
    ['/g|h', 4],
    ['/i\\j', 5],
    ['/k"l', 6],
    ['/ ', 7],
    ['/m~0n', 8],
  ])('%j names what the RFC says', (pointer, value) => {
    expect(resolvePointer(doc, pointer)).toEqual(value);
    expect(pointerExists(doc, pointer)).toBe(true);
  });

  it('does not URI-decode a pointer: %25 is three characters', () => {
    expect(resolvePointer({ 'c%25d': 'raw', 'c%d': 'decoded' }, '/c%25d')).toBe('raw');
  });

  it('unescapes ~01 to ~1, not to /', () => {
    expect(pointerSegments('/~01')).toEqual(['~1']);
    expect(resolvePointer({ '~1': 'tilde-one', '/': 'slash' }, '/~01')).toBe('tilde-one');
  });

  it('finds only own properties and real array indexes', () => {
    expect(pointerExists(doc, '/constructor')).toBe(false);
    expect(pointerExists(doc, '/foo/length')).toBe(false);
    expect(pointerExists(doc, '/foo/01')).toBe(false);
    expect(pointerExists(doc, '/foo/2')).toBe(false);
    expect(pointerExists(doc, '/foo/-')).toBe(false);
    expect(pointerExists({ a: null }, '/a')).toBe(true);
    expect(pointerExists({ a: null }, '/a/b')).toBe(false);
  });

  it('refuses what is not a pointer', () => {
    expect(pointerSegments('foo')).toBeNull();
    expect(pointerSegments('/a~2')).toBeNull();
    expect(resolvePointer(doc, 'foo')).toBeUndefined();
  });

  it('builds pointers from segments and reads them back', () => {
    const pointer = pointerOf(['a/b', 'm~n', 0]);
    expect(pointer).toBe('/a~1b/m~0n/0');
    expect(pointerSegments(pointer)).toEqual(['a/b', 'm~n', '0']);
  });

  it('decodes a URI fragment once (RFC 6901, section 6)', () => {
    expect(pointerOfUriFragment('#/c%25d')).toBe('/c%d');
    expect(pointerOfUriFragment('#/%20')).toBe('/ ');
    expect(resolvePointer(doc, pointerOfUriFragment('#/c%25d') ?? '')).toBe(2);
    expect(pointerOfUriFragment('#/%E0%A4%A')).toBeNull();
  });
});
