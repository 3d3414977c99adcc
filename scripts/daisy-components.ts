/**
 * Which daisyUI components the site's stylesheet compiles, against the ones its code uses
 * (scripts/daisy-components.test.ts). The list is the `include:` option of the `@plugin "daisyui"`
 * block in packages/runtime/src/styles.css, its one owner; what the code uses is read from the
 * sources Tailwind scans for that sheet: every class string (a `className` or `class`, a variable,
 * property or function named for a class, HTML markup written as a string, any other string of
 * lower-case class-like words).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The runtime's stylesheet, which names the daisyUI components it compiles. */
export const STYLESHEET = 'packages/runtime/src/styles.css';
/** What Tailwind scans by itself for the runtime's sheet: the runtime's own page and code. */
const RUNTIME_SOURCES = ['packages/runtime/src', 'packages/runtime/index.html'];

/**
 * The folders the stylesheet's classes come from: the runtime's own, and each `@source` line of
 * the sheet (read from it, so a folder added there is checked too).
 */
export function styledSources(css: string): string[] {
  const sheetFolder = join(STYLESHEET, '..');
  const sourced = [...css.matchAll(/^@source "([^"]+)";/gm)].map((match) =>
    join(sheetFolder, match[1]!),
  );
  return [...RUNTIME_SOURCES, ...sourced];
}

/** The components (and base rules, utilities) the stylesheet's daisyUI block includes. */
export function includedComponents(css: string): string[] {
  const block = /@plugin "daisyui" \{([^}]*)\}/.exec(css)?.[1] ?? '';
  const include = /(?:^|[;{\s])include:([^;]*);/.exec(block)?.[1];
  if (include === undefined)
    throw new Error(`${STYLESHEET}: the daisyUI block has no include list`);
  return include
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

type Kind = 'base' | 'components' | 'utilities';
interface DaisyPart {
  name: string;
  kind: Kind;
  /** How many of its rules are about each class (a rule `.menu .btn` is about `menu`). */
  owns: Map<string, number>;
  /** Every class its rules name. */
  names: Set<string>;
}

const classesIn = (selector: string): string[] =>
  [...selector.matchAll(/\.((?:[a-z0-9-]|\\.)+)/g)].map((match) => match[1]!.replace(/\\/g, ''));

/** The class a rule is about: its first outside `:where(…)`, `:not(…)` and the like, else any. */
function subjectClass(selector: string): string | undefined {
  let depth = 0;
  let outside = '';
  for (const char of selector) {
    if (char === '(') depth += 1;
    if (depth === 0) outside += char;
    if (char === ')') depth -= 1;
  }
  return classesIn(outside)[0] ?? classesIn(selector)[0];
}

function addSelectors(rules: Record<string, unknown>, part: DaisyPart): void {
  for (const [key, value] of Object.entries(rules)) {
    if (key.startsWith('@keyframes')) continue;
    if (!key.startsWith('@')) {
      for (const name of classesIn(key)) part.names.add(name);
      // A responsive copy (`.sm\:menu-horizontal`) is about the class after its prefix.
      const subject = subjectClass(key)?.replace(/^[a-z0-9]+:/, '');
      if (subject !== undefined) part.owns.set(subject, (part.owns.get(subject) ?? 0) + 1);
    }
    // Nested rules (`.dropdown { .dropdown-content { … } }`, `@media`) belong to the part too.
    if (typeof value === 'object' && value !== null) {
      addSelectors(value as Record<string, unknown>, part);
    }
  }
}

/** daisyUI's parts (base rules, components, utilities) and the classes of each, as installed. */
export function daisyParts(): DaisyPart[] {
  // The copy the runtime's stylesheet is built with (its own dependency).
  const dir = join(ROOT, 'packages/runtime/node_modules/daisyui');
  const parts: DaisyPart[] = [];
  for (const kind of ['base', 'components', 'utilities'] as const) {
    for (const entry of readdirSync(join(dir, kind), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const source = readFileSync(join(dir, kind, entry.name, 'object.js'), 'utf8');
      // Each part's rules are one JSON object: `export default {…}`.
      const rules = JSON.parse(
        source.replace(/^export default /, '').replace(/;?\s*$/, ''),
      ) as Record<string, unknown>;
      const part: DaisyPart = { name: entry.name, kind, owns: new Map(), names: new Set() };
      addSelectors(rules, part);
      parts.push(part);
    }
  }
  return parts;
}

/**
 * The parts a class belongs to: the one with the most rules about it (`btn` is the button's, not
 * the menu's `.menu .btn`), else any that names it.
 */
export function partsOfClass(parts: readonly DaisyPart[], name: string): string[] {
  const styled = parts.filter((part) => part.kind !== 'base');
  const most = Math.max(0, ...styled.map((part) => part.owns.get(name) ?? 0));
  const owners =
    most > 0
      ? styled.filter((part) => part.owns.get(name) === most)
      : styled.filter((part) => part.names.has(name));
  return owners.map((part) => part.name);
}

const CLASS_NAME = /class(name)?$|_class$|^class/i;

/** Is this node where a class string is written (its attribute, variable, property, function)? */
function namesAClass(node: ts.Node): boolean {
  if (ts.isJsxAttribute(node)) return /^class(Name)?$/.test(node.name.getText());
  if (
    ts.isVariableDeclaration(node) ||
    ts.isPropertyAssignment(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isParameter(node)
  ) {
    return node.name !== undefined && CLASS_NAME.test(node.name.getText());
  }
  return false;
}

/** The texts of the string literals in a class string's place (a template's fixed parts too). */
function textsUnder(node: ts.Node, out: string[]): void {
  if (ts.isStringLiteralLike(node)) out.push(node.text);
  else if (ts.isTemplateExpression(node)) {
    out.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
  } else if (ts.isJsxText(node)) return;
  node.forEachChild((child) => textsUnder(child, out));
}

/** The class tokens of a text: `md:menu-vertical` is `menu-vertical`, `!btn` is `btn`. */
const tokensOf = (text: string): string[] =>
  text
    .split(/\s+/)
    .map((token) => token.replace(/^.*:/, '').replace(/^!|!$/g, ''))
    .filter(Boolean);

/** The classes of `class="…"` attributes in markup written as a string or a file. */
const markupClasses = (text: string): string[] =>
  [...text.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => tokensOf(match[1]!));

/**
 * The classes of a string written elsewhere (a map of states to badge colours, a look's classes):
 * a list of several tokens, or one token with a dash (`badge-info`); a lone word such as `range`
 * or `footer` is a value, not a class, outside a class's place.
 */
function looseClasses(text: string): string[] {
  if (/[A-Z]/.test(text.replace(/\[[^\]]*\]/g, ''))) return [];
  const tokens = tokensOf(text);
  return tokens.length > 1 ? tokens : tokens.filter((token) => token.includes('-'));
}

/** The class tokens one source file writes. */
export function classTokensOf(path: string, text: string): string[] {
  if (!/\.(ts|tsx)$/.test(path)) return markupClasses(text);
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const tokens: string[] = [];
  const visit = (node: ts.Node): void => {
    if (namesAClass(node)) {
      const texts: string[] = [];
      node.forEachChild((child) => {
        if (!ts.isIdentifier(child)) textsUnder(child, texts);
      });
      tokens.push(...texts.flatMap(tokensOf));
      return;
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      tokens.push(...markupClasses(node.text), ...looseClasses(node.text));
    }
    node.forEachChild(visit);
  };
  visit(file);
  return tokens;
}

/** The source files under a folder of `styledSources` (or that file), tests left out. */
function sourceFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|html)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(path, file));
}

/** Each daisyUI class the styled sources use, with the files that use it. */
export function daisyClassesUsed(
  parts: readonly DaisyPart[],
  sources: readonly string[],
): Map<string, string[]> {
  const known = new Set(parts.flatMap((part) => (part.kind === 'base' ? [] : [...part.names])));
  const used = new Map<string, string[]>();
  for (const file of sources.flatMap(sourceFiles)) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const token of new Set(classTokensOf(file, text))) {
      if (!known.has(token)) continue;
      used.set(token, [...(used.get(token) ?? []), file]);
    }
  }
  return used;
}
