/**
 * Runs `run` once the browser has painted the page as the server drew it: a task queued from
 * `requestAnimationFrame` runs once that frame is painted. A hidden tab paints no frame, so there
 * it runs at once (a tab hidden before its first frame runs it when shown again).
 */
export function afterFirstPaint(run: () => void): void {
  if (document.hidden) run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}
