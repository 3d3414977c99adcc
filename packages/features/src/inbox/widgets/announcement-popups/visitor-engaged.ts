import { useEffect, useState } from 'react';

/**
 * What counts as the visitor turning to the page: a press, a key, a touch (a phone's scroll
 * starts with one) or the wheel. Not a scroll event: the page scrolls itself too (a centre's tab
 * brought into view).
 */
const ENGAGING_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Whether the visitor has interacted with the page since it was opened (docs/product/member.md#popups):
 * false until the first press, key, touch or wheel turn, then true for the page's life.
 */
export function useVisitorEngaged(): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged) return undefined;
    const engage = () => setEngaged(true);
    const options = { capture: true, passive: true } as const;
    for (const type of ENGAGING_EVENTS) window.addEventListener(type, engage, options);
    return () => {
      for (const type of ENGAGING_EVENTS) window.removeEventListener(type, engage, options);
    };
  }, [engaged]);
  return engaged;
}
