import { useLayoutEffect } from 'react';

/**
 * While `locked`, the page cannot scroll; when it unlocks, the page returns to the scroll
 * position it had when it locked (docs/product/routes.md#scroll-lock).
 */
export function useScrollLock(locked: boolean): void {
  useLayoutEffect(() => {
    if (!locked) return undefined;
    const { body } = document;
    const scrollX = window.scrollX;
    const scrollY = window.scrollY;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previousOverflow;
      window.scrollTo(scrollX, scrollY);
    };
  }, [locked]);
}
