import { Workbox } from 'workbox-window';
import { showUpdatePrompt } from './show-update-prompt.js';

/** The part of workbox-window's `Workbox` (and its registration) the update flow uses. */
export interface WorkerHandle {
  addEventListener: (type: 'waiting' | 'controlling', listener: () => void) => void;
  messageSkipWaiting: () => void;
  /** Whether a new worker is installed and still waiting to take over. */
  hasWaiting: () => boolean;
}

/**
 * How long "Reload" waits for the new worker to take over before reloading anyway: a browser
 * may hold the activation while the old worker finishes its work, and a player who asked for a
 * reload gets one.
 */
export const TAKE_OVER_WAIT_MS = 4000;

/**
 * When a new worker is installed and waiting (a new build), asks the player through `prompt`;
 * on "Reload", tells the waiting worker to take over and reloads the page once it controls it,
 * so the page and the worker are of the same build. When no worker waits any more (it took over
 * on its own, from another tab, or went away), or the take-over does not come in time, "Reload"
 * simply reloads; and when the take-over comes after such a reload was asked for, while this
 * page is still shown, it reloads again: a reload started before the take-over can be answered
 * by the old worker, or never (the browser may retire the old worker while it answers it).
 * docs/architecture.md#installable-app
 */
export function promptOnUpdate(
  worker: WorkerHandle,
  prompt: (reload: () => void) => void,
  reloadPage: () => void = () => window.location.reload(),
): void {
  let requested = false;
  let tookOver = false;
  worker.addEventListener('controlling', () => {
    // Without the player's "Reload" (another tab made it take over) the page stays as it is.
    if (!requested) return;
    tookOver = true;
    reloadPage();
  });
  worker.addEventListener('waiting', () => {
    prompt(() => {
      if (requested) return;
      requested = true;
      if (!worker.hasWaiting()) {
        reloadPage();
        return;
      }
      worker.messageSkipWaiting();
      setTimeout(() => {
        if (!tookOver) reloadPage();
      }, TAKE_OVER_WAIT_MS);
    });
  });
}

/** Registers the service worker at `url` and watches for new builds. */
export async function startServiceWorker(url: string): Promise<void> {
  const workbox = new Workbox(url);
  const registered: { registration?: ServiceWorkerRegistration } = {};
  promptOnUpdate(
    {
      addEventListener: (type, listener) => workbox.addEventListener(type, listener),
      messageSkipWaiting: () => workbox.messageSkipWaiting(),
      hasWaiting: () => Boolean(registered.registration?.waiting),
    },
    showUpdatePrompt,
  );
  registered.registration = await workbox.register();
}
