/** Text placed inside generated SVG: escaped, and sized so that it fits its width. */

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}

/**
 * A font size at which `text` fits `width`, at most `max`. `glyph` is an average glyph's width in
 * em: about 0.6 for mixed case, more for bold capitals (0.75).
 */
export function fittedSize(text: string, width: number, max: number, glyph = 0.6): number {
  return Math.max(10, Math.min(max, Math.floor(width / (Math.max(text.length, 1) * glyph))));
}
