/**
 * Promotion artwork (800×400) and points-mall reward pictures (400×400): a backdrop and one
 * subject each, drawn as SVG and shipped as raster copies (art-gen.ts).
 */
import { numeral, numeralWidth } from './numerals.js';
const backdrop = (w: number, h: number, from: string, to: string): string =>
  `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><radialGradient id="h"><stop offset="0" stop-color="#fff" stop-opacity=".4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#p)"/><circle cx="${w * 0.62}" cy="${h * 0.45}" r="${h * 0.5}" fill="url(#h)"/>`;

const svg = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;

const coin = (x: number, y: number, r: number): string =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffd54f" stroke="#b8860b" stroke-width="${r / 6}"/><circle cx="${x}" cy="${y}" r="${r * 0.62}" fill="none" stroke="#b8860b" stroke-width="${r / 12}"/>`;

/*
 * Figures are drawn as paths, not text: the raster copies are rendered without system fonts
 * (art-gen.ts), so a glyph would come out blank.
 */
/** A slot reel's 7, centred on (x, y). */
const seven = (x: number, y: number): string =>
  `<path d="M${x - 26} ${y - 42}h52v14l-30 70h-20l29-66h-31z" fill="#d32f2f"/>`;
const heart = (fill: string): string =>
  `<path d="M0 28C-48-6-30-50 0-26C30-50 48-6 0 28z" fill="${fill}"/>`;
const spade = (fill: string): string =>
  `<path d="M0-34C44 0 30 40 0 16C-30 40-44 0 0-34zM-12 38h24l-12-26z" fill="${fill}"/>`;
const diamond = (fill: string): string => `<path d="M0-36L26 0L0 36L-26 0z" fill="${fill}"/>`;

export const PROMOTION_ART: Record<string, string> = {
  rebate: svg(
    800,
    400,
    `${backdrop(800, 400, '#4a148c', '#e91e63')}<g transform="translate(500 80)"><rect width="90" height="240" rx="12" fill="#fff" opacity=".9"/>${[0, 1, 2].map((i) => `<rect x="${110 + i * 60}" y="${160 - i * 50}" width="44" height="${80 + i * 50}" rx="8" fill="#ffd54f"/>`).join('')}<path d="M20 60a25 25 0 1 1 50 0v100a25 25 0 1 1-50 0z" fill="#e91e63"/></g>${coin(380, 300, 40)}${coin(440, 330, 30)}`,
  ),
  football: svg(
    800,
    400,
    `${backdrop(800, 400, '#0a3d1e', '#2e7d32')}<path d="M0 300h800" stroke="#fff" stroke-width="4" opacity=".5"/><circle cx="560" cy="190" r="110" fill="#fff"/><path d="M560 130l52 38-20 62h-64l-20-62z" fill="#111"/><path d="M560 80v50M612 168l48-20M592 230l34 46M528 230l-34 46M508 168l-48-20" stroke="#111" stroke-width="6"/><path d="M360 320l30-120 20 120" fill="#ffd54f"/>`,
  ),
  fast: svg(
    800,
    400,
    `${backdrop(800, 400, '#01579b', '#00bcd4')}<g transform="translate(470 90)"><rect width="150" height="230" rx="22" fill="#263238"/><rect x="12" y="24" width="126" height="180" rx="8" fill="#e0f7fa"/><path d="M50 110l24 24 40-52" stroke="#2e7d32" stroke-width="14" fill="none" stroke-linecap="round"/></g><path d="M340 150h90M300 200h130M340 250h90" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".8"/>${coin(680, 300, 36)}`,
  ),
};

/**
 * A banknote of `amount` (its figures written out, grouped by thousands), for the points mall's
 * cash reward: each tenant's picture carries the amount the reward pays in its currency.
 */
export function banknoteSvg(amount: number): string {
  const figures = amount.toLocaleString('en').replace(/,/g, ' ');
  const height = Math.min(48, (150 * 10) / numeralWidth(figures, 10));
  return svg(
    400,
    400,
    `${backdrop(400, 400, '#1b5e20', '#66bb6a')}<g transform="rotate(-10 200 200)"><rect x="70" y="130" width="260" height="140" rx="12" fill="#c8e6c9" stroke="#1b5e20" stroke-width="6"/><circle cx="96" cy="156" r="12" fill="none" stroke="#1b5e20" stroke-width="4"/><circle cx="304" cy="244" r="12" fill="none" stroke="#1b5e20" stroke-width="4"/>${numeral(figures, 200, 200, height, '#1b5e20', 2)}</g>${coin(310, 300, 36)}${coin(96, 96, 28)}`,
  );
}

export const REWARD_ART: Record<string, string> = {
  headphones: svg(
    400,
    400,
    `${backdrop(400, 400, '#263238', '#607d8b')}<path d="M100 230v-30a100 100 0 0 1 200 0v30" fill="none" stroke="#eceff1" stroke-width="22" stroke-linecap="round"/><rect x="70" y="210" width="70" height="110" rx="30" fill="#ff7043"/><rect x="260" y="210" width="70" height="110" rx="30" fill="#ff7043"/><rect x="86" y="226" width="38" height="78" rx="16" fill="#bf360c"/><rect x="276" y="226" width="38" height="78" rx="16" fill="#bf360c"/>`,
  ),
  phone: svg(
    400,
    400,
    `${backdrop(400, 400, '#311b92', '#7c4dff')}<rect x="130" y="50" width="140" height="300" rx="24" fill="#212121"/><rect x="142" y="76" width="116" height="240" rx="10" fill="url(#p)"/><circle cx="200" cy="334" r="8" fill="#616161"/><rect x="180" y="60" width="40" height="6" rx="3" fill="#616161"/><path d="M170 200l20 20 40-46" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  ),
};

const star = (x: number, y: number, r: number, fill: string): string => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

/** One picture per promotion category (800×400), keyed by the category in lower case. */
export const CATEGORY_ART: Record<string, string> = {
  new_player: svg(
    800,
    400,
    `${backdrop(800, 400, '#b71c1c', '#ff7043')}<rect x="440" y="170" width="220" height="170" rx="14" fill="#ffd54f"/><rect x="425" y="135" width="250" height="50" rx="10" fill="#fff3c4"/><rect x="532" y="135" width="36" height="205" fill="#d32f2f"/><path d="M550 135c-50-70-120-30-80 0M550 135c50-70 120-30 80 0" fill="none" stroke="#d32f2f" stroke-width="16"/>${coin(360, 300, 36)}`,
  ),
  deposit: svg(
    800,
    400,
    `${backdrop(800, 400, '#004d40', '#26a69a')}${[0, 1, 2, 3].map((i) => coin(520, 300 - i * 34, 60)).join('')}${coin(650, 300, 44)}${coin(400, 310, 34)}`,
  ),
  vip: svg(
    800,
    400,
    `${backdrop(800, 400, '#1a1a2e', '#6a1b9a')}<path d="M420 300l-30-160 90 80 70-120 70 120 90-80-30 160z" fill="#ffd54f" stroke="#b8860b" stroke-width="8"/><rect x="420" y="300" width="260" height="34" rx="8" fill="#ffca28"/><circle cx="550" cy="250" r="18" fill="#e53935"/>`,
  ),
  football: PROMOTION_ART.football ?? '',
  slot: svg(
    800,
    400,
    `${backdrop(800, 400, '#311b92', '#d81b60')}<rect x="380" y="110" width="330" height="190" rx="24" fill="#ffd54f"/>${[0, 1, 2].map((i) => `<rect x="${400 + i * 102}" y="130" width="88" height="150" rx="12" fill="#fff"/>${seven(444 + i * 102, 205)}`).join('')}`,
  ),
  fishing: svg(
    800,
    400,
    `${backdrop(800, 400, '#01579b', '#4fc3f7')}<g transform="translate(560 190)"><ellipse rx="120" ry="62" fill="#ff7043"/><path d="M110 0l80-56v112z" fill="#ff7043"/><circle cx="-60" cy="-14" r="14" fill="#fff"/><circle cx="-60" cy="-14" r="7" fill="#111"/></g>${[0, 1, 2].map((i) => `<circle cx="${400 + i * 30}" cy="${120 - i * 30}" r="${10 + i * 4}" fill="#ffffff88"/>`).join('')}`,
  ),
  app_download: PROMOTION_ART.fast ?? '',
  casino: svg(
    800,
    400,
    `${backdrop(800, 400, '#1b5e20', '#43a047')}<g transform="translate(560 200)">${[-24, 0, 24].map((angle, i) => `<g transform="rotate(${angle})"><rect x="-60" y="-160" width="120" height="170" rx="12" fill="#fff" stroke="#0003"/>${[-75, 0].map((_, corner) => `<g transform="${corner === 0 ? 'translate(0 -75)' : 'translate(-34 -130) scale(.5)'}">${[heart, spade, diamond][i]?.(i === 1 ? '#111' : '#c62828') ?? ''}</g>`).join('')}</g>`).join('')}</g>`,
  ),
  lottery: svg(
    800,
    400,
    `${backdrop(800, 400, '#e65100', '#ffb300')}${[0, 1, 2, 3, 4].map((i) => `<circle cx="${400 + i * 70}" cy="${200 + (i % 2) * 40}" r="32" fill="${['#e53935', '#1e88e5', '#43a047', '#fdd835', '#8e24aa'][i] ?? '#fff'}"/><circle cx="${400 + i * 70}" cy="${200 + (i % 2) * 40}" r="17" fill="#fff"/>${numeral(String((i * 17 + 8) % 45), 400 + i * 70, 200 + (i % 2) * 40, 14, '#111')}`).join('')}`,
  ),
  other: svg(
    800,
    400,
    `${backdrop(800, 400, '#263238', '#546e7a')}${star(560, 200, 120, '#ffd54f')}${star(420, 110, 36, '#fff59d')}${star(690, 320, 28, '#fff59d')}`,
  ),
};
