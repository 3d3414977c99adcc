/**
 * The first view the site server may draw inside `#root` before the app starts (the first section
 * whose widget declares one, e.g. a banner's first slide, its largest paint; or the start-up
 * loader; packages/site-server/src/first-view.ts). The app then renders hidden next to it, and
 * `revealApp` swaps the one for the other in a single frame once the page is ready, so the
 * visitor sees no loader in between and nothing on screen moves.
 */
let shown: { firstView: Element; app: HTMLElement } | null = null;
let revealTimer: number | undefined;

/** Longest time the first view stays when the page never says it is ready. */
const REVEAL_AT_THE_LATEST_MS = 10_000;

/** The element the app renders into: `container`, or beside the server's first view, hidden. */
export function appContainer(container: HTMLElement): HTMLElement {
  const firstView = container.querySelector(':scope > [data-first-view]');
  if (firstView === null) return container;
  const app = document.createElement('div');
  app.hidden = true;
  container.append(app);
  shown = { firstView, app };
  revealTimer = window.setTimeout(revealApp, REVEAL_AT_THE_LATEST_MS);
  return app;
}

/** Removes the first view and shows the app (once; nothing to do without a first view). */
export function revealApp(): void {
  if (shown === null) return;
  window.clearTimeout(revealTimer);
  shown.firstView.remove();
  shown.app.hidden = false;
  shown = null;
}
