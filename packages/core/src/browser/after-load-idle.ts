/**
 * Runs a task the first view does not need (a carousel's library, a window's chunk) once the page
 * has loaded and the browser is idle, so it never competes with the first paint. Answers a
 * function that cancels the task if it has not run yet.
 */
export function afterLoadIdle(task: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = (): void => {
    if (!cancelled) task();
  };
  const whenIdle = (): void => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      idleHandle = requestIdleCallback(run, { timeout: timeoutMs });
    } else {
      idleHandle = window.setTimeout(run, 1);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idleHandle !== undefined) {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    }
  };
}
