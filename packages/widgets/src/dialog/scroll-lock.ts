import { useLayoutEffect } from 'react';

interface SavedPage {
  x: number;
  y: number;
  overflow: string;
}

let holders = 0;
let saved: SavedPage | null = null;

/**
 * Locks page scrolling until the returned release is called. Several holders may lock at once
 * (stacked modals); the page unlocks and returns to the scroll position it had when the first
 * of them locked once the last one releases (docs/product/routes.md#modal-behaviour).
 */
function lockPageScroll(): () => void {
  if (holders === 0) {
    const { body } = document;
    saved = { x: window.scrollX, y: window.scrollY, overflow: body.style.overflow };
    body.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0 || saved === null) return;
    const { x, y, overflow } = saved;
    saved = null;
    document.body.style.overflow = overflow;
    window.scrollTo(x, y);
  };
}

/** Holds the page scroll lock while the component is mounted. */
export function useScrollLock(): void {
  useLayoutEffect(() => lockPageScroll(), []);
}
