export type JsonParseResult =
  { ok: true; value: unknown } | { ok: false; line: number; column: number; message: string };

/** JSON.parse with the line and column (1-based) of the first syntax error. */
export function parseJsonText(source: string): JsonParseResult {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const { index, reason } = locateSyntaxError(text);
    const before = text.slice(0, index).split('\n');
    const line = before.length;
    const column = (before[before.length - 1]?.length ?? 0) + 1;
    return {
      ok: false,
      line,
      column,
      message: `invalid JSON at line ${line}, column ${column}: ${reason}`,
    };
  }
}

class SyntaxFault extends Error {
  constructor(
    readonly index: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** Walks the text as RFC 8259 JSON and reports where it first goes wrong. */
function locateSyntaxError(text: string): { index: number; reason: string } {
  let i = 0;
  const got = (): string => (i >= text.length ? 'the end of the file' : JSON.stringify(text[i]));
  const fail = (expected: string): never => {
    throw new SyntaxFault(i, `expected ${expected} but got ${got()}`);
  };
  const space = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) i++;
  };
  const literal = (word: string): void => {
    for (const ch of word) {
      if (text[i] !== ch) fail(`"${word}"`);
      i++;
    }
  };
  const string = (): void => {
    i++;
    for (;;) {
      const ch = text[i];
      if (ch === undefined) fail('a closing quote');
      else if (ch === '"') {
        i++;
        return;
      } else if (ch === '\\') {
        i++;
        const esc = text[i];
        if (esc === 'u') {
          i++;
          for (let k = 0; k < 4; k++) {
            if (!/[0-9a-fA-F]/.test(text[i] ?? '')) fail('a hex digit');
            i++;
          }
        } else if (esc !== undefined && '"\\/bfnrt'.includes(esc)) i++;
        else fail('an escape character');
      } else if (ch < ' ') fail('no control character inside a string');
      else i++;
    }
  };
  const digits = (): void => {
    if (!/[0-9]/.test(text[i] ?? '')) fail('a digit');
    while (/[0-9]/.test(text[i] ?? '')) i++;
  };
  const number = (): void => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else digits();
    if (text[i] === '.') {
      i++;
      digits();
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      digits();
    }
  };
  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === '{') object();
    else if (ch === '[') array();
    else if (ch === '"') string();
    else if (ch === 't') literal('true');
    else if (ch === 'f') literal('false');
    else if (ch === 'n') literal('null');
    else if (ch === '-' || /[0-9]/.test(ch ?? '')) number();
    else fail('a value');
    space();
  };
  const object = (): void => {
    i++;
    space();
    if (text[i] === '}') {
      i++;
      return;
    }
    for (;;) {
      space();
      if (text[i] !== '"') fail('a property name in double quotes');
      string();
      space();
      if (text[i] !== ':') fail("':'");
      i++;
      value();
      if (text[i] === ',') i++;
      else if (text[i] === '}') {
        i++;
        return;
      } else fail("',' or '}'");
    }
  };
  const array = (): void => {
    i++;
    space();
    if (text[i] === ']') {
      i++;
      return;
    }
    for (;;) {
      value();
      if (text[i] === ',') i++;
      else if (text[i] === ']') {
        i++;
        return;
      } else fail("',' or ']'");
    }
  };
  try {
    value();
    if (i < text.length) fail('the end of the file');
    return { index: i, reason: 'invalid JSON' };
  } catch (error) {
    if (error instanceof SyntaxFault) return { index: error.index, reason: error.reason };
    throw error;
  }
}
