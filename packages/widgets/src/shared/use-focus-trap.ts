import type { createFocusTrap as CreateFocusTrap, FocusTrap } from 'focus-trap';
import { useEffect, type RefObject } from 'react';

const FORM_FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Keeps keyboard focus inside `container` while mounted: Tab and Shift+Tab cycle through its
 * controls, the first form field (else the first control) gets focus on open, and focus returns
 * to the control that had it before once the container goes. A newer trap (a modal opened on top)
 * pauses this one until it is gone. Clicks outside are let through so a backdrop can close it.
 * focus-trap loads with the first modal, not with the page.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let trap: FocusTrap | undefined;
    let gone = false;
    let waiting: MutationObserver | undefined;
    void import('focus-trap').then(({ createFocusTrap }) => {
      if (gone) return;
      // The app may render hidden beside the server's first view until its page is ready
      // (packages/runtime/src/boot/first-view.ts): nothing there can take focus, so the trap
      // starts once it is shown.
      const hiddenAncestor = element.closest<HTMLElement>('[hidden]');
      if (hiddenAncestor) {
        waiting = new MutationObserver(() => {
          if (hiddenAncestor.hidden || gone) return;
          waiting?.disconnect();
          activate(createFocusTrap);
        });
        waiting.observe(hiddenAncestor, { attributes: true, attributeFilter: ['hidden'] });
        return;
      }
      activate(createFocusTrap);
    });
    const activate = (createFocusTrap: typeof CreateFocusTrap): void => {
      trap = createFocusTrap(element, {
        initialFocus: () => element.querySelector<HTMLElement>(FORM_FIELD) ?? undefined,
        fallbackFocus: element,
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: true,
        // The page stays where the scroll lock keeps it; focusing must not scroll it.
        preventScroll: true,
      });
      trap.activate();
    };
    return () => {
      gone = true;
      waiting?.disconnect();
      trap?.deactivate();
    };
  }, [container]);
}
