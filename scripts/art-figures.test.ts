import { describe, expect, it } from 'vitest';
import { numeral } from './art/numerals.js';
import { banknoteSvg, CATEGORY_ART } from './art/prize-art.js';

/** The figures' strokes of an SVG drawing, one path per digit. */
const digitPaths = (svg: string): number =>
  (svg.match(/<path transform="translate\([^"]*\) scale\([^"]*\)" d="/g) ?? []).length;

describe('figures in the raster artwork', () => {
  it('draws each digit as strokes, never as text a font-less renderer would leave blank', () => {
    const figures = numeral('50 000', 200, 200, 40, '#000');
    expect(figures).not.toContain('<text');
    expect(digitPaths(figures)).toBe(5);
    expect(numeral('1', 0, 0, 10, '#000')).not.toEqual(numeral('7', 0, 0, 10, '#000'));
  });

  it('writes the amount the cash reward pays on its banknote, and a number on every lottery ball', () => {
    expect(digitPaths(banknoteSvg(50_000))).toBe(5);
    expect(digitPaths(banknoteSvg(2))).toBe(1);
    expect(banknoteSvg(2)).not.toContain('<text');
    const lottery = CATEGORY_ART.lottery ?? '';
    expect(lottery).not.toContain('<text');
    // five balls: 8, 25, 42, 14, 31
    expect(digitPaths(lottery)).toBe(9);
  });
});
