import { describe, expect, it } from 'vitest';
import { contrastRatio } from './colour-contrast.js';
import { themeContrastProblems } from './theme-contrast.js';
import { themeSurface } from './theme-surfaces.js';

describe('colour contrast', () => {
  it('reads hex, rgb() and oklch() and gives WCAG ratios', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(255 255 255)', 'oklch(100% 0 0)')).toBeCloseTo(1, 2);
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('hsl(0 0% 50%)', '#fff')).toBeNull();
    expect(contrastRatio('#00000080', '#fff')).toBeNull();
  });

  it("refuses a primary colour below 3:1 on the theme's background, at its pointer", () => {
    expect(themeContrastProblems({ primary: '#f0f0f0' }, 'light', themeSurface('light'))).toEqual([
      expect.objectContaining({
        pointer: '/colors/primary',
        message: expect.stringMatching(/3:1/),
      }),
    ]);
    expect(themeContrastProblems({ primary: '#f0f0f0' }, 'dark', themeSurface('dark'))).toEqual([]);
    expect(themeContrastProblems({ primary: '#2563eb' }, 'light', themeSurface('light'))).toEqual(
      [],
    );
  });

  it('passes the shipped tenants', () => {
    for (const [colour, theme] of [
      ['#d4af37', 'luxury'],
      ['#047857', 'emerald'],
      ['#2563eb', 'light'],
      ['#0b6b3a', 'light'],
    ] as const) {
      expect(themeContrastProblems({ primary: colour }, theme, themeSurface(theme))).toEqual([]);
    }
  });
});
