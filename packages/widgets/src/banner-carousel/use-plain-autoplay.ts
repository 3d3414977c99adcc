import { useEffect, useState } from 'react';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from './banner-timing.js';

/** Where the plain carousel is: the banner shown, and whether the next one is sliding in. */
export interface PlainAutoplay {
  current: number;
  sliding: boolean;
}

/**
 * The carousel's automatic slide changes without the carousel library: a banner stays
 * BANNER_AUTOPLAY_MS, then the next one slides in over BANNER_SPEED_MS, the last giving way to
 * the first. Stands still while `playing` is false (reduced motion, the library in charge).
 */
export function usePlainAutoplay(count: number, playing: boolean): PlainAutoplay {
  const [state, setState] = useState<PlainAutoplay>({ current: 0, sliding: false });
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setTimeout(
      () =>
        setState(({ current, sliding }) =>
          sliding ? { current: (current + 1) % count, sliding: false } : { current, sliding: true },
        ),
      state.sliding ? BANNER_SPEED_MS : BANNER_AUTOPLAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [playing, count, state]);
  return state;
}
