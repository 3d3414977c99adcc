import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { pointerOf } from '@wl/api';

/** A key given twice in one object: JSON keeps only the last value, so the first is lost. */
export interface DuplicateKey {
  /** JSON pointer of the key. */
  pointer: string;
  line: number;
  column: number;
  message: string;
}

export type JsonParseResult =
  | { ok: true; value: unknown; duplicateKeys: DuplicateKey[] }
  | { ok: false; line: number; column: number; message: string };

/** What the parser wanted where the text first goes wrong. */
const EXPECTED: Record<string, string> = {
  InvalidSymbol: 'a value',
  InvalidNumberFormat: 'a digit',
  UnexpectedEndOfNumber: 'a digit',
  PropertyNameExpected: 'a property name in double quotes',
  ValueExpected: 'a value',
  ColonExpected: "':'",
  CommaExpected: "','",
  CloseBraceExpected: "',' or '}'",
  CloseBracketExpected: "',' or ']'",
  EndOfFileExpected: 'the end of the file',
  InvalidCommentToken: 'no comment (JSON has none)',
  UnexpectedEndOfComment: 'no comment (JSON has none)',
  UnexpectedEndOfString: 'a closing quote',
  InvalidUnicode: 'four hex digits after \\u',
  InvalidEscapeCharacter: 'an escape character',
  InvalidCharacter: 'no control character inside a string',
};

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

function describeError(text: string, error: ParseError): string {
  const token = text.slice(error.offset, error.offset + Math.max(error.length, 1));
  const got = error.offset >= text.length ? 'the end of the file' : JSON.stringify(token);
  return `expected ${EXPECTED[printParseErrorCode(error.error)] ?? 'valid JSON'} but got ${got}`;
}

/** Every key given twice in one object, with the pointer and position of the repeat. */
function duplicateKeys(text: string, node: Node, path: (string | number)[]): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  if (node.type === 'array') {
    node.children?.forEach((child, index) =>
      found.push(...duplicateKeys(text, child, [...path, index])),
    );
  } else if (node.type === 'object') {
    const seen = new Map<string, Node>();
    for (const property of node.children ?? []) {
      const [keyNode, valueNode] = property.children ?? [];
      if (!keyNode) continue;
      const key = String(keyNode.value);
      const first = seen.get(key);
      if (first) {
        const at = lineColumn(text, keyNode.offset);
        const was = lineColumn(text, first.offset);
        found.push({
          pointer: pointerOf([...path, key]),
          ...at,
          message: `duplicate key "${key}" at line ${at.line}, column ${at.column} (first at line ${was.line}, column ${was.column}); only the last value would be kept`,
        });
      } else seen.set(key, keyNode);
      if (valueNode) found.push(...duplicateKeys(text, valueNode, [...path, key]));
    }
  }
  return found;
}

/** Strict JSON (RFC 8259) with the line and column (1-based) of the first syntax error. */
export function parseJsonText(source: string): JsonParseResult {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const first = errors[0];
  if (first || !tree) {
    const { line, column } = lineColumn(text, first?.offset ?? 0);
    const reason = first ? describeError(text, first) : 'expected a value';
    return {
      ok: false,
      line,
      column,
      message: `invalid JSON at line ${line}, column ${column}: ${reason}`,
    };
  }
  return {
    ok: true,
    value: JSON.parse(text) as unknown,
    duplicateKeys: duplicateKeys(text, tree, []),
  };
}
