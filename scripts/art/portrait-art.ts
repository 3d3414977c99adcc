/**
 * Illustrated live-host portraits (300×400 SVG): a studio backdrop, hair, face, features and
 * dress, each varied by the host's id so no two hosts look alike.
 */
const SKINS = ['#f6d3b3', '#eabf9a', '#d9a47f', '#f3c9a6', '#e8b48f'] as const;
const HAIR = ['#1b1212', '#3b2418', '#5a3a22', '#121826', '#6b2f1a'] as const;
const DRESS = [
  '#c2185b',
  '#1565c0',
  '#6a1b9a',
  '#00897b',
  '#d84315',
  '#37474f',
  '#ad1457',
] as const;
const STUDIO = [
  '#311b92',
  '#004d40',
  '#4a148c',
  '#0d47a1',
  '#3e2723',
  '#1a237e',
  '#880e4f',
] as const;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

export function portraitSvg(id: number): string {
  const skin = pick(SKINS, id);
  const hair = pick(HAIR, id * 3);
  const dress = pick(DRESS, id);
  const studio = pick(STUDIO, id * 5);
  const long = id % 2 === 1;
  const bun = id % 3 === 0;
  const hairBack = long
    ? `<path d="M80 170c-10-90 30-130 70-130s80 40 70 130l20 150H60z" fill="${hair}"/>`
    : `<path d="M86 180c-8-80 24-120 64-120s72 40 64 120l-10 40H96z" fill="${hair}"/>`;
  const bunShape = bun ? `<circle cx="150" cy="52" r="28" fill="${hair}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400"><defs><radialGradient id="s" cx=".5" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="300" height="400" fill="${studio}"/><rect width="300" height="400" fill="url(#s)"/><circle cx="40" cy="60" r="6" fill="#fff" opacity=".5"/><circle cx="262" cy="110" r="4" fill="#fff" opacity=".5"/>${bunShape}${hairBack}<rect x="132" y="220" width="36" height="40" fill="${skin}"/><path d="M40 400c0-90 50-140 110-140s110 50 110 140z" fill="${dress}"/><path d="M120 262l30 40 30-40" fill="${skin}"/><ellipse cx="150" cy="170" rx="56" ry="68" fill="${skin}"/><path d="M94 150c10-60 100-70 112 0-30-26-80-30-112 0z" fill="${hair}"/><ellipse cx="128" cy="172" rx="7" ry="8" fill="#2b1b14"/><ellipse cx="172" cy="172" rx="7" ry="8" fill="#2b1b14"/><circle cx="130" cy="169" r="2" fill="#fff"/><circle cx="174" cy="169" r="2" fill="#fff"/><path d="M116 156q12-8 24 0M160 156q12-8 24 0" stroke="${hair}" stroke-width="4" fill="none" stroke-linecap="round"/><ellipse cx="118" cy="196" rx="10" ry="6" fill="#f48fb1" opacity=".5"/><ellipse cx="182" cy="196" rx="10" ry="6" fill="#f48fb1" opacity=".5"/><path d="M136 206q14 14 28 0" stroke="#c2185b" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="94" cy="190" r="6" fill="#ffd54f"/><circle cx="206" cy="190" r="6" fill="#ffd54f"/><path d="M110 300q40 24 80 0" stroke="#fff" stroke-width="3" fill="none" opacity=".6"/></svg>\n`;
}

/** The host's stage behind the stream: the studio colour with a card table's glow. */
export function stageSvg(id: number): string {
  const studio = pick(STUDIO, id * 5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><defs><radialGradient id="l" cx=".5" cy=".2" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="800" height="450" fill="${studio}"/><rect width="800" height="450" fill="url(#l)"/><ellipse cx="400" cy="430" rx="420" ry="120" fill="#0b6b3a" stroke="#f6c744" stroke-width="8"/><g transform="translate(250 0)">${portraitSvg(
    id,
  )
    .replace(/^<svg[^>]*>|<\/svg>\n$/g, '')
    .replace(/<rect width="300" height="400"[^>]*>/g, '')}</g></svg>\n`;
}
