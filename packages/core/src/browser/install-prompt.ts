import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
let capturing = false;

function setDeferred(event: BeforeInstallPromptEvent | null): void {
  deferred = event;
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's offer to install the site (`beforeinstallprompt`) instead of letting it show
 * its own banner, so the download page can offer it with its own button; forgets it once the app
 * is installed. Called once at start: the browser may offer it before the page is idle.
 * docs/architecture.md#installable-app
 */
export function captureInstallPrompt(): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setDeferred(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setDeferred(null));
}

/** What the install button needs: whether the browser offers to install, and the offer itself. */
export interface InstallPrompt {
  canInstall: boolean;
  /** Shows the browser's install dialog; answers whether the player accepted. */
  install: () => Promise<boolean>;
}

async function install(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  // The browser shows its dialog once per event: a new offer comes with the next event.
  setDeferred(null);
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The browser's current offer to install the site as an app. */
export function useInstallPrompt(): InstallPrompt {
  const canInstall = useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
  return { canInstall, install };
}
