/** Text placed inside generated SVG: escaped, and sized so that it fits its width. */

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}

/** A font size at which `text` fits `width` (an average glyph is about 0.6 em wide), at most `max`. */
export function fittedSize(text: string, width: number, max: number): number {
  return Math.max(10, Math.min(max, Math.floor(width / (Math.max(text.length, 1) * 0.6))));
}
