/**
 * The motif of a game thumbnail per game type (cards on felt for live tables, reels for slots,
 * fish for fishing, …), varied per game by `seed`. Each returns SVG drawn in a 320×240 box.
 */
import type { GameType } from '@wl/api';
import type { VendorStyle } from './vendor-style.js';

const SLOT_SYMBOLS = ['7', '★', '♦', 'BAR', '♣', '$', '♥', 'W'] as const;
const SUITS = ['♠', '♥', '♦', '♣'] as const;
const RANKS = ['A', 'K', 'Q', 'J', '10', '9'] as const;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

function card(x: number, y: number, angle: number, seed: number): string {
  const suit = pick(SUITS, seed);
  const red = suit === '♥' || suit === '♦';
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-26" y="-36" width="52" height="72" rx="6" fill="#fff" stroke="#0003"/><text x="0" y="8" text-anchor="middle" font-size="26" font-weight="700" fill="${red ? '#c62828' : '#111'}">${pick(RANKS, seed >>> 3)}${suit}</text></g>`;
}

function live(style: VendorStyle, seed: number): string {
  const chips = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${230 + i * 18}" cy="${112 - i * 6}" r="14" fill="${pick([style.accent, '#e53935', '#1e88e5'], seed + i)}" stroke="#fff" stroke-width="3" stroke-dasharray="4 4"/>`,
    )
    .join('');
  return `<ellipse cx="160" cy="130" rx="150" ry="70" fill="#0b6b3a" stroke="${style.accent}" stroke-width="6"/><ellipse cx="160" cy="130" rx="110" ry="44" fill="none" stroke="#ffffff55" stroke-width="2"/>${card(120, 110, -12, seed)}${card(165, 104, 8, seed >>> 2)}${chips}`;
}

function slots(style: VendorStyle, seed: number): string {
  const reels = [0, 1, 2]
    .map((i) => {
      const symbol = pick(SLOT_SYMBOLS, (seed >>> (i * 3)) + i);
      return `<rect x="${58 + i * 70}" y="52" width="62" height="92" rx="10" fill="#fff"/><text x="${89 + i * 70}" y="${symbol.length > 1 ? 106 : 113}" text-anchor="middle" font-size="${symbol.length > 1 ? 22 : 46}" font-weight="900" fill="${pick(['#d32f2f', style.primary, '#f9a825', '#6a1b9a'], seed + i)}">${symbol}</text>`;
    })
    .join('');
  return `<rect x="46" y="40" width="228" height="116" rx="16" fill="${style.accent}"/>${reels}<circle cx="290" cy="70" r="10" fill="#e53935"/><rect x="286" y="70" width="8" height="50" fill="#bdbdbd"/>`;
}

function fish(style: VendorStyle, seed: number): string {
  const one = (x: number, y: number, s: number, colour: string) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="34" ry="18" fill="${colour}"/><path d="M30 0l24-16v32z" fill="${colour}"/><circle cx="-18" cy="-4" r="4" fill="#fff"/><circle cx="-18" cy="-4" r="2" fill="#111"/></g>`;
  const bubbles = [0, 1, 2, 3]
    .map(
      (i) =>
        `<circle cx="${40 + ((seed >>> i) % 240)}" cy="${30 + i * 28}" r="${4 + i}" fill="#ffffff66"/>`,
    )
    .join('');
  return `${bubbles}${one(110, 90, 1.2, style.accent)}${one(220, 130, 0.9, pick(['#ff7043', '#ffd54f', '#4dd0e1'], seed))}${one(150, 150, 0.7, '#ffffffcc')}<path d="M0 186q40-14 80 0t80 0 80 0 80 0v54H0z" fill="#00000033"/>`;
}

function tableCards(style: VendorStyle, seed: number): string {
  return `<circle cx="160" cy="110" r="70" fill="${style.accent}" opacity=".35"/>${card(112, 112, -20, seed)}${card(160, 100, 0, seed >>> 2)}${card(208, 112, 20, seed >>> 4)}`;
}

function sports(style: VendorStyle): string {
  return `<rect x="30" y="40" width="260" height="130" rx="8" fill="#2e7d32" stroke="#fff" stroke-width="3"/><line x1="160" y1="40" x2="160" y2="170" stroke="#fff" stroke-width="3"/><circle cx="160" cy="105" r="26" fill="none" stroke="#fff" stroke-width="3"/><circle cx="214" cy="86" r="20" fill="#fff"/><path d="M214 74l10 7-4 11h-12l-4-11z" fill="#111"/><rect x="30" y="84" width="20" height="42" fill="none" stroke="${style.accent}" stroke-width="3"/>`;
}

function esports(style: VendorStyle): string {
  return `<path d="M90 80h140c26 0 40 30 40 60s-14 40-30 30l-30-26h-100l-30 26c-16 10-30 0-30-30s14-60 40-60z" fill="#222" stroke="${style.accent}" stroke-width="4"/><rect x="100" y="106" width="30" height="10" fill="${style.accent}"/><rect x="110" y="96" width="10" height="30" fill="${style.accent}"/><circle cx="210" cy="102" r="7" fill="#e53935"/><circle cx="226" cy="118" r="7" fill="#43a047"/><circle cx="194" cy="118" r="7" fill="#1e88e5"/>`;
}

function lottery(style: VendorStyle, seed: number): string {
  return [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 56 + i * 52;
      const y = 100 + (i % 2) * 24;
      const n = ((seed >>> (i * 2)) % 45) + 1;
      return `<circle cx="${x}" cy="${y}" r="24" fill="${pick([style.accent, '#e53935', '#fdd835', '#43a047', '#1e88e5'], i + seed)}"/><circle cx="${x}" cy="${y}" r="13" fill="#fff"/><text x="${x}" y="${y + 6}" text-anchor="middle" font-size="15" font-weight="800" fill="#111">${n}</text>`;
    })
    .join('');
}

function cockfight(style: VendorStyle): string {
  return `<circle cx="160" cy="110" r="72" fill="${style.accent}" opacity=".3"/><ellipse cx="160" cy="124" rx="46" ry="36" fill="#8d3b1f"/><circle cx="186" cy="78" r="20" fill="#8d3b1f"/><path d="M180 58l6-14 6 14 6-12 2 16z" fill="#e53935"/><path d="M204 78l16 6-16 6z" fill="#fbc02d"/><circle cx="190" cy="74" r="3" fill="#111"/><path d="M114 110c-30-30-30 30-6 40" fill="#2e7d32"/><path d="M150 158v24M170 158v24" stroke="#fbc02d" stroke-width="5"/>`;
}

export function motifOf(gameType: GameType, style: VendorStyle, seed: number): string {
  switch (gameType) {
    case 'LIVE':
      return live(style, seed);
    case 'RNG':
      return slots(style, seed);
    case 'FISH':
      return fish(style, seed);
    case 'PVP':
      return tableCards(style, seed);
    case 'SPORTS':
      return sports(style);
    case 'ESPORTS':
      return esports(style);
    case 'LOTT':
    case 'ELOTT':
      return lottery(style, seed);
    case 'COCKFIGHT':
      return cockfight(style);
  }
}
