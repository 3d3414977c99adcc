/**
 * Banner artwork (1200×400 SVG): the brand's backdrop and ornament, and the banner's subject on
 * the right. The left half stays calm: the page writes the banner's headline and call to action
 * there as text, in the visitor's language (tenants/README.md#artwork).
 */
import type { BrandArt } from './brands.js';

export type BannerSubject = 'welcome' | 'live' | 'mahjong' | 'tips' | 'cup';

function ornament(brand: BrandArt): string {
  switch (brand.ornament) {
    case 'lanterns':
      return (
        [70, 140, 620]
          .map(
            (x, i) =>
              `<g transform="translate(${x + 520} ${10 + (i % 2) * 30})"><line x1="0" y1="0" x2="0" y2="30" stroke="${brand.gold}" stroke-width="2"/><ellipse cx="0" cy="62" rx="30" ry="34" fill="#ff3b2f" stroke="${brand.gold}" stroke-width="3"/><path d="M-30 62h60M0 28v68" stroke="${brand.gold}" stroke-width="2" opacity=".7"/><rect x="-12" y="94" width="24" height="8" fill="${brand.gold}"/><path d="M-4 102v22M4 102v22" stroke="${brand.gold}" stroke-width="2"/></g>`,
          )
          .join('') +
        `<path d="M0 400c120-60 260-60 380 0" fill="none" stroke="${brand.gold}" stroke-width="3" opacity=".35"/><g opacity=".18" fill="${brand.gold}">${[
          0, 1, 2, 3, 4, 5,
        ]
          .map((i) => `<circle cx="${60 + i * 90}" cy="370" r="36"/>`)
          .join('')}</g>`
      );
    case 'mountains':
      return `<path d="M0 400l160-170 110 90 150-190 170 200 120-80 180 150 150-110 160 110v0z" fill="#000" opacity=".28"/><path d="M0 400l240-120 160 70 220-150 200 130 180-60 200 130z" fill="${brand.glow}" opacity=".12"/>${[
        [780, 70],
        [960, 120],
        [620, 140],
      ]
        .map(
          ([x, y]) =>
            `<path d="M${x} ${y}c20-20 50-20 60 0 20-14 44-4 44 14H${(x ?? 0) - 16}c-6-12 4-22 16-14z" fill="${brand.gold}" opacity=".5"/>`,
        )
        .join('')}`;
    case 'stars':
      return [80, 210, 330, 520, 700, 860, 1010, 1120]
        .map(
          (x, i) =>
            `<circle cx="${x}" cy="${40 + ((i * 71) % 300)}" r="${2 + (i % 3)}" fill="${brand.glow}" opacity=".7"/>`,
        )
        .join('');
  }
}

function subject(kind: BannerSubject, brand: BrandArt): string {
  const g = brand.gold;
  switch (kind) {
    case 'welcome':
      return `<g transform="translate(900 210)"><rect x="-110" y="-40" width="220" height="150" rx="12" fill="${g}"/><rect x="-120" y="-70" width="240" height="44" rx="10" fill="#fff3c4"/><rect x="-16" y="-70" width="32" height="180" fill="#e53935"/><path d="M0-70c-50-70-110-30-70 0M0-70c50-70 110-30 70 0" fill="none" stroke="#e53935" stroke-width="14"/>${[
        [-170, 40],
        [160, 70],
        [190, -40],
        [-150, -60],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="26" fill="${g}" stroke="#b8860b" stroke-width="5"/><text x="${x}" y="${(y ?? 0) + 9}" text-anchor="middle" font-size="26" font-weight="900" fill="#b8860b">$</text>`,
        )
        .join('')}</g>`;
    case 'live':
      return `<g transform="translate(900 200)"><circle r="150" fill="#3e2723" stroke="${g}" stroke-width="10"/>${Array.from({ length: 18 }, (_, i) => `<path d="M0 0L${Math.round(140 * Math.cos((i * 20 * Math.PI) / 180))} ${Math.round(140 * Math.sin((i * 20 * Math.PI) / 180))}A140 140 0 0 1 ${Math.round(140 * Math.cos(((i + 1) * 20 * Math.PI) / 180))} ${Math.round(140 * Math.sin(((i + 1) * 20 * Math.PI) / 180))}z" fill="${i % 2 === 0 ? '#c62828' : '#111'}"/>`).join('')}<circle r="70" fill="${g}"/><circle r="20" fill="#fff"/><circle cx="96" cy="-40" r="10" fill="#fff"/></g>`;
    case 'mahjong':
      return `<g transform="translate(820 120)">${[0, 1, 2]
        .map(
          (i) =>
            `<g transform="translate(${i * 120} ${i * 16}) rotate(${-8 + i * 8})"><rect width="100" height="140" rx="12" fill="#f5f5f0" stroke="${g}" stroke-width="6"/><rect x="10" y="10" width="80" height="120" rx="8" fill="none" stroke="#0b6b3a" stroke-width="3"/>${i === 1 ? `<circle cx="50" cy="70" r="28" fill="none" stroke="#c62828" stroke-width="8"/>` : `<path d="M50 30v80M30 50h40M30 90h40" stroke="${i === 0 ? '#0b6b3a' : '#1565c0'}" stroke-width="9" stroke-linecap="round"/>`}</g>`,
        )
        .join('')}</g>`;
    case 'tips':
      return `<g transform="translate(900 200)"><rect x="-170" y="-110" width="340" height="220" rx="16" fill="#00000055" stroke="${g}" stroke-width="4"/>${[
        0, 1, 2, 3, 4,
      ]
        .map(
          (i) =>
            `<rect x="${-140 + i * 60}" y="${80 - (i + 1) * 30}" width="40" height="${(i + 1) * 30}" rx="6" fill="${g}" opacity="${0.5 + i * 0.1}"/>`,
        )
        .join(
          '',
        )}<path d="M-140 40L-80 10 -20 20 40-40 120-80" fill="none" stroke="${brand.glow}" stroke-width="8" stroke-linecap="round"/></g>`;
    case 'cup':
      return `<g transform="translate(900 200)"><path d="M-80-120h160v60c0 60-40 90-80 90s-80-30-80-90z" fill="${g}"/><path d="M-80-100c-60 0-60 70 0 70M80-100c60 0 60 70 0 70" fill="none" stroke="${g}" stroke-width="14"/><rect x="-14" y="30" width="28" height="50" fill="${g}"/><rect x="-70" y="80" width="140" height="34" rx="6" fill="#8d6e1f"/><path d="M0-90l12 24 26 4-19 18 5 26-24-12-24 12 5-26-19-18 26-4z" fill="#fff" opacity=".85"/></g>`;
  }
}

export function bannerSvg(brand: BrandArt, kind: BannerSubject): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.from}"/><stop offset="1" stop-color="${brand.to}"/></linearGradient><radialGradient id="halo" cx=".75" cy=".5" r=".45"><stop offset="0" stop-color="${brand.glow}" stop-opacity=".45"/><stop offset="1" stop-color="${brand.glow}" stop-opacity="0"/></radialGradient></defs><rect width="1200" height="400" fill="url(#bg)"/><rect width="1200" height="400" fill="url(#halo)"/>${ornament(brand)}${subject(kind, brand)}</svg>\n`;
}
