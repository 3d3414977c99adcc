/**
 * The captcha picture: 4 or 5 characters drawn as glyph outlines (svg-captcha), warped by a
 * random displacement, sprinkled with noise and rendered to PNG pixels (resvg), so no text node
 * or glyph path of the answer reaches the client. Characters that read alike (0/O, 1/I/l) are
 * left out. docs/product/accounts.md#captcha
 */
import { randomInt } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const WIDTH = 120;
const HEIGHT = 40;
/** Pixels per CSS pixel of the picture: sharp on high-density screens. */
const SCALE = 2;
const BACKGROUND = '#f4f1ea';

/** `svgCaptcha(text, options)`, documented by svg-captcha but missing from its typings. */
const drawText = svgCaptcha as unknown as (
  text: string,
  options: Parameters<typeof svgCaptcha.create>[0],
) => string;

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

function noiseDot(): string {
  const shade = randomInt(40, 160);
  return `<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="${randomInt(1, 3) / 2}" fill="rgb(${shade},${shade},${shade})"/>`;
}

/** A displacement filter with a random seed: every picture is warped differently. */
function warpFilter(): string {
  const frequency = (randomInt(30, 50) / 1000).toFixed(3);
  return `<defs><filter id="warp" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${randomInt(1, 10_000)}"/><feDisplacementMap in="SourceGraphic" scale="${randomInt(4, 8)}" xChannelSelector="R" yChannelSelector="G"/></filter></defs>`;
}

/** The SVG source of the picture (outlines only); it never leaves the server. */
function captchaSource(text: string): string {
  const drawn = drawText(text, {
    width: WIDTH,
    height: HEIGHT,
    fontSize: 44,
    noise: 3,
    color: true,
    background: BACKGROUND,
  });
  const open = drawn.indexOf('>') + 1;
  const close = drawn.lastIndexOf('</svg>');
  const dots = Array.from({ length: 40 }, noiseDot).join('');
  return `${drawn.slice(0, open)}${warpFilter()}<g filter="url(#warp)">${drawn.slice(open, close)}</g>${dots}</svg>`;
}

/** The PNG picture of `text`. */
export function captchaPng(text: string): Buffer {
  const resvg = new Resvg(captchaSource(text), {
    fitTo: { mode: 'width', value: WIDTH * SCALE },
    background: BACKGROUND,
  });
  return resvg.render().asPng();
}

/** `text` as a base64 PNG data URL (the captcha.image value). */
export function captchaDataUrl(text: string): string {
  return `data:image/png;base64,${captchaPng(text).toString('base64')}`;
}
