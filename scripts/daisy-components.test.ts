import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  classTokensOf,
  daisyClassesUsed,
  daisyParts,
  includedComponents,
  partsOfClass,
  STYLESHEET,
  styledSources,
} from './daisy-components.js';

const parts = daisyParts();
const sheet = readFileSync(new URL(`../${STYLESHEET}`, import.meta.url), 'utf8');
const included = includedComponents(sheet);
const used = daisyClassesUsed(parts, styledSources(sheet));

describe("the stylesheet's daisyUI components", () => {
  it('include every component whose classes the code uses', () => {
    const missing = [...used]
      .filter(([name]) => !partsOfClass(parts, name).some((part) => included.includes(part)))
      .map(
        ([name, files]) =>
          `${name} (${partsOfClass(parts, name).join(' or ')}): ${files.join(', ')}`,
      );
    expect(missing, `add to the include list of ${STYLESHEET}`).toEqual([]);
  });

  it('include no component the code leaves unused, and only names daisyUI has', () => {
    const needed = new Set([...used.keys()].flatMap((name) => partsOfClass(parts, name)));
    const base = parts.filter((part) => part.kind === 'base').map((part) => part.name);
    const unused = included.filter((name) => !needed.has(name) && !base.includes(name));
    expect(unused, `drop from the include list of ${STYLESHEET}`).toEqual([]);
  });

  it('keep every base rule: the page colour, the scroll lock behind a dialog, the scrollbar', () => {
    const base = parts.filter((part) => part.kind === 'base').map((part) => part.name);
    expect(base.length).toBeGreaterThan(0);
    expect(base.filter((name) => !included.includes(name))).toEqual([]);
  });

  it('reads the classes a file writes, and not the words it uses as values', () => {
    const source = [
      'const LOOK = { list: "stats stats-vertical w-full" };',
      "const STATUS_BADGE = { OK: 'badge-success' };",
      "const preset = 'range';",
      "throw new Error('Request failed with status code');",
      'const markup = `<div class="card card-body">`;',
      'const node = <p className={`tabs ${open ? "tab-active" : ""} md:menu-horizontal`} />;',
    ].join('\n');
    const tokens = classTokensOf('example.tsx', source);
    expect(tokens).toEqual(
      expect.arrayContaining([
        'stats',
        'stats-vertical',
        'badge-success',
        'card',
        'card-body',
        'tabs',
        'tab-active',
        'menu-horizontal',
      ]),
    );
    expect(tokens).not.toContain('range');
    expect(tokens).not.toContain('status');
  });
});

describe('the styled sources', () => {
  it("are the runtime's own and the folders the sheet's @source lines name", () => {
    expect(styledSources('@import "tailwindcss";\n@source "../../widgets/src";\n')).toEqual([
      'packages/runtime/src',
      'packages/runtime/index.html',
      'packages/widgets/src',
    ]);
    expect(styledSources(sheet)).toContain('packages/features/src');
  });
});
