/**
 * daisyUI themes compiled into the runtime stylesheet; theme.json must name one of them. The one
 * source of this list: `pnpm facts:gen` writes its copies (the theme schema's enum and the theme
 * list of packages/runtime/src/styles.css).
 */
export const DAISY_THEMES = [
  'light',
  'dark',
  'cupcake',
  'emerald',
  'synthwave',
  'halloween',
  'forest',
  'luxury',
  'dracula',
  'night',
  'coffee',
  'dim',
  'sunset',
] as const;
export type DaisyTheme = (typeof DAISY_THEMES)[number];

/** The theme a browser gets before the tenant's theme applies. */
export const DEFAULT_DAISY_THEME: DaisyTheme = 'light';
/** The theme a browser that prefers a dark scheme gets before the tenant's theme applies. */
export const PREFERS_DARK_DAISY_THEME: DaisyTheme = 'dark';
