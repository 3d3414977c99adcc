/**
 * The captcha picture: 4 or 5 characters drawn as an SVG with per-character rotation, offset and
 * colour, over noise lines and dots. Characters that read alike (0/O, 1/I/l) are left out.
 */
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const WIDTH = 120;
const HEIGHT = 40;
const COLOURS = ['#1f3b73', '#7a1f1f', '#1f6b3a', '#5b2a86', '#8a5a00', '#20606b'];

function pick<T>(items: readonly T[]): T {
  const item = items[randomInt(items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** 4–5 random characters. */
export function randomCaptchaText(): string {
  const length = randomInt(4, 6);
  return Array.from({ length }, () => pick([...ALPHABET])).join('');
}

function noiseLine(): string {
  const [x1, y1, x2, y2] = [
    randomInt(0, 30),
    randomInt(0, HEIGHT),
    randomInt(90, WIDTH),
    randomInt(0, HEIGHT),
  ];
  const [cx, cy] = [randomInt(30, 90), randomInt(0, HEIGHT)];
  return `<path d="M${x1} ${y1} Q${cx} ${cy} ${x2} ${y2}" stroke="${pick(COLOURS)}" stroke-width="${randomInt(1, 3)}" fill="none" opacity="0.6"/>`;
}

function noiseDot(): string {
  return `<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="1" fill="${pick(COLOURS)}"/>`;
}

function glyph(char: string, index: number, count: number): string {
  const step = (WIDTH - 16) / count;
  const x = Math.round(8 + step * index + step / 2 + randomInt(-3, 4));
  const y = 28 + randomInt(-4, 5);
  const rotate = randomInt(-25, 26);
  const size = randomInt(20, 26);
  return `<text x="${x}" y="${y}" font-family="Verdana, Arial, sans-serif" font-size="${size}" font-weight="bold" text-anchor="middle" fill="${pick(COLOURS)}" transform="rotate(${rotate} ${x} ${y})">${char}</text>`;
}

/** The SVG document showing `text`. */
export function captchaSvg(text: string): string {
  const chars = [...text];
  const parts = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f1ea"/>`,
    ...Array.from({ length: 30 }, noiseDot),
    ...chars.map((char, i) => glyph(char, i, chars.length)),
    ...Array.from({ length: 4 }, noiseLine),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

/** `text` as a base64 data URL of its SVG picture (the captcha.image value). */
export function captchaDataUrl(text: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(text), 'utf8').toString('base64')}`;
}
