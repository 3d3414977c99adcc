/**
 * The script a failed dynamic import names in its message: Chromium's "Failed to fetch
 * dynamically imported module: <address>", Firefox's "error loading dynamically imported module:
 * <address>". Undefined when the message names none (Safari's does not).
 */
export function failedModuleAddress(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const match = /dynamically imported module:\s*(https?:\/\/\S+?\.m?js)(?:[?#]\S*)?\s*$/i.exec(
    message.trim(),
  );
  return match?.[1];
}

let attempts = 0;

/**
 * A browser keeps a module script that failed to arrive as failed for the page's life (Chromium
 * does), so importing it again fails at once without asking the network, and a Retry could never
 * succeed. The same address with a query of its own is another module script, fetched anew; its
 * own imports resolve as before. Undefined when the failure names no address to ask again.
 */
export function importAfresh<T>(
  error: unknown,
  load: (address: string) => Promise<T> = (address) => import(/* @vite-ignore */ address),
): Promise<T> | undefined {
  const address = failedModuleAddress(error);
  if (address === undefined) return undefined;
  attempts += 1;
  return load(`${address}?attempt=${attempts}`);
}
