import { callEndpoint } from '@wl/core';

/**
 * The offline slider puzzle (captcha.geetest with `success: 0`): a picture with a square gap
 * whose position only the backend knows; the player slides a piece of side `piece` along the row
 * `top` until it covers the gap. docs/product/accounts.md#human-verification
 */
export interface SliderPuzzle {
  challenge: string;
  /** The picture as a data: URL. */
  image: string;
  width: number;
  height: number;
  piece: number;
  top: number;
}

/**
 * Fetches a new puzzle. An online challenge (`success: 1`) needs Geetest's own widget, which is
 * not part of this site yet, and an offline one without a puzzle cannot be solved here: both are
 * refused.
 */
export async function loadSliderPuzzle(): Promise<SliderPuzzle> {
  const { challenge, success, slider } = await callEndpoint('captcha.geetest');
  if (success === 1) throw new Error('Online Geetest challenges need the Geetest widget.');
  if (!slider) throw new Error('The human check sent no puzzle.');
  return { challenge, ...slider };
}

/** What the guarded call's `captcha` field carries: the challenge and the piece's left edge. */
export function sliderAnswer(puzzle: SliderPuzzle, position: number): string {
  return `${puzzle.challenge}:${Math.round(position)}`;
}
