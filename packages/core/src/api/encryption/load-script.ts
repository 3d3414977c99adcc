/**
 * Adds `<script src>` to the page and resolves when it has run; rejects when it fails to load or
 * does not load within `timeoutMs` (the element is removed, so a later call can try again).
 */
export function loadScript(src: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const finish = (error?: Error): void => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (error === undefined) {
        resolve();
        return;
      }
      script.remove();
      reject(error);
    };
    const timer = setTimeout(
      () => finish(new Error(`${src} did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    script.onload = () => finish();
    script.onerror = () => finish(new Error(`${src} could not be loaded`));
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  });
}
