/**
 * The slider puzzle of the offline human check: a picture with a square gap at a secret position,
 * drawn as PNG pixels over random shapes. The player slides a piece of the same size until it
 * covers the gap; only the pixels tell where the gap is. docs/product/accounts.md#human-verification
 */
import { randomInt } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';

const WIDTH = 260;
const HEIGHT = 120;
/** The side of the piece and of the gap, in CSS pixels. */
const PIECE = 44;
/** Pixels per CSS pixel of the picture. */
const SCALE = 2;

/** What the player is shown and where the piece goes (the position stays on the server). */
export interface SliderPuzzle {
  /** The picture as a PNG data URL. */
  image: string;
  width: number;
  height: number;
  piece: number;
  /** The top of the gap; the piece moves along this row. */
  top: number;
}

function colour(): string {
  return `hsl(${randomInt(0, 360)},${randomInt(35, 70)}%,${randomInt(45, 75)}%)`;
}

function shape(): string {
  const [x, y] = [randomInt(-20, WIDTH), randomInt(-20, HEIGHT)];
  const opacity = (randomInt(35, 80) / 100).toFixed(2);
  if (randomInt(2) === 0) {
    return `<circle cx="${x}" cy="${y}" r="${randomInt(8, 36)}" fill="${colour()}" opacity="${opacity}"/>`;
  }
  const rotate = randomInt(0, 90);
  return `<rect x="${x}" y="${y}" width="${randomInt(12, 60)}" height="${randomInt(12, 60)}" fill="${colour()}" opacity="${opacity}" transform="rotate(${rotate} ${x} ${y})"/>`;
}

function gap(left: number, top: number): string {
  return `<rect x="${left}" y="${top}" width="${PIECE}" height="${PIECE}" rx="6" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.85" stroke-width="2"/>`;
}

/** A new puzzle with its gap at `position` (the gap's left edge, in CSS pixels). */
export function drawSliderPuzzle(): { puzzle: SliderPuzzle; position: number } {
  const position = randomInt(PIECE + 16, WIDTH - PIECE - 8);
  const top = randomInt(8, HEIGHT - PIECE - 8);
  const shapes = Array.from({ length: 24 }, shape).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="${colour()}"/>${shapes}${gap(position, top)}</svg>`;
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH * SCALE } }).render().asPng();
  return {
    puzzle: {
      image: `data:image/png;base64,${png.toString('base64')}`,
      width: WIDTH,
      height: HEIGHT,
      piece: PIECE,
      top,
    },
    position,
  };
}
