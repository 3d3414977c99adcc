import { describe, expect, it } from 'vitest';
import { parseJsonText } from './json-text.js';

const failure = (text: string): string => {
  const result = parseJsonText(text);
  if (result.ok) throw new Error('expected a syntax error');
  return result.message;
};

describe('parseJsonText', () => {
  it('parses valid JSON, with or without a byte-order mark', () => {
    expect(parseJsonText('{ "a": [1, true, null, "x"] }')).toEqual({
      ok: true,
      value: { a: [1, true, null, 'x'] },
      duplicateKeys: [],
    });
    expect(parseJsonText('\ufeff{"a":1}')).toMatchObject({ ok: true, value: { a: 1 } });
  });

  it('points at the first syntax error by line and column and says what was expected', () => {
    expect(failure('{\n  "daisyTheme": ,\n}')).toBe(
      'invalid JSON at line 2, column 17: expected a value but got ","',
    );
    expect(failure('{ "logo": "logo.svg" ')).toBe(
      "invalid JSON at line 1, column 22: expected ',' or '}' but got the end of the file",
    );
    expect(failure('[1, 2')).toBe(
      "invalid JSON at line 1, column 6: expected ',' or ']' but got the end of the file",
    );
    expect(failure('{"a" 1}')).toBe('invalid JSON at line 1, column 6: expected \':\' but got "1"');
    expect(failure('{"a":1}\nx')).toBe(
      'invalid JSON at line 2, column 1: expected a value but got "x"',
    );
    expect(failure('')).toBe(
      'invalid JSON at line 1, column 1: expected a value but got the end of the file',
    );
  });

  it('refuses what JSON does not allow: comments, trailing commas, single quotes', () => {
    expect(failure('// note\n{}')).toMatch(
      /^invalid JSON at line 1, column 1: expected no comment/,
    );
    expect(failure('{"a": 1,\n}')).toBe(
      'invalid JSON at line 2, column 1: expected a property name in double quotes but got "}"',
    );
    expect(failure('[1,]')).toBe('invalid JSON at line 1, column 4: expected a value but got "]"');
    expect(failure("{'a': 1}")).toMatch(/^invalid JSON at line 1, column 2: /);
  });

  it('reports every duplicate key with its JSON pointer and both positions', () => {
    const result = parseJsonText(
      '{\n  "sections": {\n    "a/b": { "type": "hero", "type": "footer" }\n  },\n  "order": [{ "x": 1, "x": 2 }],\n  "sections": {}\n}',
    );
    expect(result.ok && result.duplicateKeys).toEqual([
      {
        pointer: '/sections/a~1b/type',
        line: 3,
        column: 30,
        message:
          'duplicate key "type" at line 3, column 30 (first at line 3, column 14); only the last value would be kept',
      },
      {
        pointer: '/order/0/x',
        line: 5,
        column: 23,
        message:
          'duplicate key "x" at line 5, column 23 (first at line 5, column 15); only the last value would be kept',
      },
      {
        pointer: '/sections',
        line: 6,
        column: 3,
        message:
          'duplicate key "sections" at line 6, column 3 (first at line 2, column 3); only the last value would be kept',
      },
    ]);
  });
});
