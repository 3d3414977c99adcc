import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DAISY_THEMES } from '@wl/tenant-config';

describe('stylesheet', () => {
  it('compiles every daisyUI theme a tenant may choose, light by default', () => {
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'styles.css'), 'utf8');
    const block = /@plugin\s+"daisyui"\s*\{\s*themes:\s*([^;]+);/.exec(css)?.[1] ?? '';
    const themes = block.split(',').map((entry) => entry.trim().split(/\s+/)[0]);
    expect([...themes].sort()).toEqual([...DAISY_THEMES].sort());
    expect(block).toMatch(/\blight --default\b/);
  });
});
