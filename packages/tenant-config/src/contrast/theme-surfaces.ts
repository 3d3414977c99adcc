import daisyThemes from 'daisyui/theme/object';
import type { ThemeSurface } from './theme-contrast.js';

/** The page background of a daisyUI theme, from daisyUI's own theme table; undefined if unknown. */
export function themeSurface(theme: string): ThemeSurface | undefined {
  const colours = (daisyThemes as unknown as Record<string, Record<string, string> | undefined>)[
    theme
  ];
  const base100 = colours?.['--color-base-100'];
  return base100 === undefined ? undefined : { base100 };
}
