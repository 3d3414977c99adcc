import { afterLoadIdle } from './after-load-idle.js';

/**
 * What shows that a visitor has started to use the page: a touch, a click, a key, the pointer
 * moving or the wheel turning. Listened for on the window, without holding up scrolling.
 */
const FIRST_INPUT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
] as const;

/**
 * Runs a task that only a later step of the visitor needs (a window they may open) once, when
 * they have started to use the page and the browser is idle after load: never during the page's
 * start, when nobody has touched it yet.
 */
export function afterFirstInput(task: () => void): void {
  const started = (): void => {
    for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, started);
    afterLoadIdle(task);
  };
  for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, started, { passive: true });
}
