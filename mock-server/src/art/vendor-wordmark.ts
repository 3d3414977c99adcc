/** A vendor's wordmark (192×96 SVG), in the vendor's colours and shape (vendor-style.ts). */
import { escapeXml, fittedSize } from './svg-text.js';
import { vendorStyle, type VendorStyle } from './vendor-style.js';

const WORDMARK_SIZE = { width: 192, height: 96 } as const;

function badge({ primary, accent, shape }: VendorStyle): string {
  switch (shape) {
    case 'pill':
      return `<rect x="4" y="14" width="184" height="68" rx="34" fill="${primary}"/><circle cx="38" cy="48" r="20" fill="${accent}"/>`;
    case 'shield':
      return `<path d="M8 14h176v42c0 18-40 30-88 36C48 86 8 74 8 56z" fill="${primary}" stroke="${accent}" stroke-width="4"/>`;
    case 'slab':
      return `<rect x="4" y="12" width="184" height="64" rx="6" fill="${primary}"/><rect x="4" y="76" width="184" height="8" fill="${accent}"/>`;
    case 'slant':
      return `<path d="M24 14h164l-20 68H4z" fill="${primary}"/><path d="M170 14h18l-20 68h-18z" fill="${accent}"/>`;
    case 'ring':
      return `<rect x="4" y="14" width="184" height="68" rx="14" fill="${primary}"/><circle cx="40" cy="48" r="24" fill="none" stroke="${accent}" stroke-width="6"/>`;
  }
}

/** The main word and the smaller rest of a vendor's display name ("Pragmatic Play" → PRAGMATIC, Play). */
function words(displayName: string): [string, string] {
  const [first = displayName, ...rest] = displayName.split(/\s+/);
  return [first.toUpperCase(), rest.join(' ')];
}

export function vendorWordmarkSvg(vassalage: string, displayName: string): string {
  const style = vendorStyle(vassalage);
  const [main, rest] = words(displayName);
  const withMark = style.shape === 'pill' || style.shape === 'ring';
  const left = withMark ? 70 : 20;
  const width = (withMark ? 176 : 168) - left;
  // The main word is bold capitals, wider than average text.
  const size = fittedSize(main, width, 30, 0.75);
  const initial = withMark
    ? `<text x="${style.shape === 'pill' ? 38 : 40}" y="57" text-anchor="middle" font-size="24" font-weight="900" fill="${style.shape === 'pill' ? style.primary : style.accent}">${escapeXml(main.charAt(0))}</text>`
    : '';
  const italic = style.shape === 'slant' ? ' font-style="italic"' : '';
  const mainY = rest ? 40 + size / 3 : 48 + size / 3;
  // The rest sits under the main word, inside the badge, in the badge's ink so it stays readable
  // whatever the accent colour.
  const restLine = rest
    ? `<text x="${left}" y="${mainY + 18}" font-size="13" font-weight="600" letter-spacing="1" fill="${style.ink}" fill-opacity=".85">${escapeXml(rest.toUpperCase())}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WORDMARK_SIZE.width}" height="${WORDMARK_SIZE.height}" viewBox="0 0 192 96" font-family="Arial, Helvetica, sans-serif" role="img"><title>${escapeXml(displayName)}</title>${badge(style)}${initial}<text x="${left}" y="${mainY}" font-size="${size}" font-weight="900"${italic} fill="${style.ink}">${escapeXml(main)}</text>${restLine}</svg>`;
}
