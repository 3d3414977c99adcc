/**
 * Figures drawn as strokes, not text: the raster copies are rendered without system fonts
 * (art-gen.ts), where a glyph would come out blank. Each digit is a seven-segment figure in a
 * box 6 wide and 10 high, scaled to the height asked for.
 */
const DIGIT_STROKES: Record<string, string> = {
  '0': 'M0 0h6v10h-6z',
  '1': 'M1.5 1.5L3 0v10',
  '2': 'M0 0h6v5h-6v5h6',
  '3': 'M0 0h6v10h-6M0 5h6',
  '4': 'M0 0v5h6M6 0v10',
  '5': 'M6 0h-6v5h6v5h-6',
  '6': 'M6 0h-6v10h6v-5h-6',
  '7': 'M0 0h6v10',
  '8': 'M0 0h6v10h-6zM0 5h6',
  '9': 'M6 5h-6v-5h6v10h-6',
};

/** The width of `text` drawn `height` high by `numeral`. */
export function numeralWidth(text: string, height: number): number {
  const unit = height / 10;
  return [...text].reduce(
    (width, char) => width + (char in DIGIT_STROKES ? 9 : 4) * unit,
    -3 * unit,
  );
}

/**
 * `text` (digits; a space or a comma is a narrow gap) drawn `height` high in `colour`, centred on
 * (x, y); `weight` is the stroke's width in tenths of the height.
 */
export function numeral(
  text: string,
  x: number,
  y: number,
  height: number,
  colour: string,
  weight = 1.6,
): string {
  const unit = height / 10;
  let left = x - numeralWidth(text, height) / 2;
  const strokes: string[] = [];
  for (const char of text) {
    const stroke = DIGIT_STROKES[char];
    if (stroke === undefined) {
      left += 4 * unit;
      continue;
    }
    strokes.push(
      `<path transform="translate(${left.toFixed(1)} ${(y - height / 2).toFixed(1)}) scale(${unit.toFixed(3)})" d="${stroke}"/>`,
    );
    left += 9 * unit;
  }
  // the stroke width is in the digit's own units: each path's scale sets it with the figure
  return `<g fill="none" stroke="${colour}" stroke-width="${String(weight)}" stroke-linecap="round" stroke-linejoin="round">${strokes.join('')}</g>`;
}
