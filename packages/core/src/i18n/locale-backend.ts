import type { BackendModule, CallbackError } from 'i18next';

const asError = (error: unknown): CallbackError =>
  error instanceof Error ? error : new Error(String(error));

/**
 * The i18next backend that loads a language's dictionary with one `fetch` of `url([lng])`: all
 * the site needs of a backend, in a few lines of the first script instead of a library
 * (docs/performance.md, "The entry's size"). A network failure or a 5xx answer is tried again (by
 * i18next); a 4xx or an unreadable body is not.
 */
export function localeBackend(url: (languages: readonly string[]) => string): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, _namespace, callback) {
      const address = url([language]);
      fetch(address).then(
        (response) => {
          if (!response.ok) {
            callback(new Error(`${address} answered ${response.status}`), response.status >= 500);
            return;
          }
          response.json().then(
            (dictionary: Record<string, unknown>) => callback(null, dictionary),
            (error: unknown) => callback(asError(error), false),
          );
        },
        (error: unknown) => callback(asError(error), true),
      );
    },
  };
}
