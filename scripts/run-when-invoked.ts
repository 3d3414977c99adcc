import { pathToFileURL } from 'node:url';

/**
 * Runs a script's `main` when the file is the one node was started with (not when a test imports
 * it); its result becomes the exit code, and an error is printed with exit code 1.
 */
export function runWhenInvoked(moduleUrl: string, main: () => Promise<number> | number): void {
  const invokedPath = process.argv[1];
  if (!invokedPath || pathToFileURL(invokedPath).href !== moduleUrl) return;
  Promise.resolve()
    .then(main)
    .then(
      (code) => {
        process.exitCode = code;
      },
      (error: unknown) => {
        console.error(error);
        process.exitCode = 1;
      },
    );
}
