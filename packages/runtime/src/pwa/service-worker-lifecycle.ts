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
 * simply reloads. docs/architecture.md#installable-app
 */
export function promptOnUpdate(
  worker: WorkerHandle,
  prompt: (reload: () => void) => void,
  reloadPage: () => void = () => window.location.reload(),
): void {
  let reloading = false;
  const reloadOnce = (): void => {
    if (!reloading) return;
    reloading = false;
    reloadPage();
  };
  worker.addEventListener('controlling', reloadOnce);
  worker.addEventListener('waiting', () => {
    prompt(() => {
      reloading = true;
      if (!worker.hasWaiting()) {
        reloadOnce();
        return;
      }
      worker.messageSkipWaiting();
      setTimeout(reloadOnce, TAKE_OVER_WAIT_MS);
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
