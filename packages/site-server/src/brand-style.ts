import type { ThemeFile } from '@wl/tenant-config';

const SAFE_COLOR = /^[#a-zA-Z0-9().,%\s/+-]{1,64}$/;

/** Black or white, whichever reads better on a `#rgb`/`#rrggbb` colour; null for other notations. */
export function contentColor(color: string): string | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/**
 * The tenant's brand colours as daisyUI 5 variables (`--color-primary`, `--color-primary-content`,
 * …). The selector outranks daisyUI's `[data-theme=…]` rules, so brand colours win over the
 * theme's. Values that are not plain CSS colour notation are dropped. Empty string when none.
 */
export function brandStyle(colors: ThemeFile['colors']): string {
  const declarations: string[] = [];
  for (const name of ['primary', 'secondary', 'accent'] as const) {
    const value = colors[name]?.trim();
    if (!value || !SAFE_COLOR.test(value)) continue;
    declarations.push(`--color-${name}:${value}`);
    const content = contentColor(value);
    if (content) declarations.push(`--color-${name}-content:${content}`);
  }
  return declarations.length > 0 ? `:root[data-theme]{${declarations.join(';')}}` : '';
}
