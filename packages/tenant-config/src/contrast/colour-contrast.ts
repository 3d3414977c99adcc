/**
 * WCAG 2 contrast between colours (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio), for the
 * notations theme.json accepts that name one colour exactly: `#rgb`, `#rrggbb`, `rgb()` and
 * `oklch()` (daisyUI's themes are written in oklch). Null for a colour it cannot read.
 */

/** WCAG AA: user-interface parts and large text (links, active navigation, focus rings). */
export const AA_NON_TEXT = 3;

const toLinear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const clamp = (v: number): number => Math.min(1, Math.max(0, v));
const luminanceOfLinear = (r: number, g: number, b: number): number =>
  0.2126 * clamp(r) + 0.7152 * clamp(g) + 0.0722 * clamp(b);

function number(text: string, percentScale: number): number {
  const trimmed = text.trim();
  return trimmed.endsWith('%')
    ? (Number(trimmed.slice(0, -1)) / 100) * percentScale
    : Number(trimmed);
}

/** Relative luminance of a colour (0 black … 1 white), or null. */
export function relativeLuminance(colour: string): number | null {
  const text = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((i) => toLinear(parseInt(full.slice(i, i + 2), 16) / 255));
    return luminanceOfLinear(r ?? 0, g ?? 0, b ?? 0);
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(text)?.[1];
  if (rgb) {
    const parts = rgb.split(/[\s,/]+/).filter(Boolean);
    if (parts.length < 3 || (parts[3] !== undefined && number(parts[3], 1) < 1)) return null;
    const [r, g, b] = parts.slice(0, 3).map((part) => toLinear(clamp(number(part, 255) / 255)));
    if ([r, g, b].some((v) => v === undefined || Number.isNaN(v))) return null;
    return luminanceOfLinear(r ?? 0, g ?? 0, b ?? 0);
  }
  const oklch = /^oklch\(([^)]+)\)$/.exec(text)?.[1];
  if (oklch) {
    const parts = oklch.split(/[\s,/]+/).filter(Boolean);
    if (parts.length < 3 || (parts[3] !== undefined && number(parts[3], 1) < 1)) return null;
    const l = number(parts[0] ?? '', 1);
    const c = number(parts[1] ?? '', 0.4);
    const h = (Number(parts[2]) * Math.PI) / 180;
    if ([l, c, h].some(Number.isNaN)) return null;
    const a = c * Math.cos(h);
    const b = c * Math.sin(h);
    const l3 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
    const m3 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
    const s3 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
    return luminanceOfLinear(
      4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
      -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
      -0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3,
    );
  }
  return null;
}

/** The contrast ratio of two colours (1 … 21), or null when either cannot be read. */
export function contrastRatio(first: string, second: string): number | null {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
