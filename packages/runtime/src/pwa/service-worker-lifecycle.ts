import { Workbox } from 'workbox-window';
import { showUpdatePrompt } from './show-update-prompt.js';

/** The part of workbox-window's `Workbox` the update flow uses. */
export interface WorkerHandle {
  addEventListener: (type: 'waiting' | 'controlling', listener: () => void) => void;
  messageSkipWaiting: () => void;
}

/**
 * When a new worker is installed and waiting (a new build), asks the player through `prompt`;
 * on "Reload", tells the waiting worker to take over and reloads the page once it controls it,
 * so the page and the worker are of the same build. docs/architecture.md#installable-app
 */
export function promptOnUpdate(
  worker: WorkerHandle,
  prompt: (reload: () => void) => void,
  reloadPage: () => void = () => window.location.reload(),
): void {
  let reloading = false;
  worker.addEventListener('controlling', () => {
    if (!reloading) return;
    reloading = false;
    reloadPage();
  });
  worker.addEventListener('waiting', () => {
    prompt(() => {
      reloading = true;
      worker.messageSkipWaiting();
    });
  });
}

/** Registers the service worker at `url` and watches for new builds. */
export async function startServiceWorker(url: string): Promise<void> {
  const workbox = new Workbox(url);
  promptOnUpdate(workbox, showUpdatePrompt);
  await workbox.register();
}
