import { pointerOf } from '@wl/api';
import { BUNDLED_LANGUAGES } from '../constants.js';
import { isPlainObject } from '../deep-merge.js';
import type { LocaleDictionary, TenantFile } from '../types.js';
import type { ErrorSink, TenantView } from './tenant-view.js';
import { hasTranslation, type Translations } from './translations.js';

/** The path of every text in a dictionary, e.g. `["auth", "login", "title"]`. */
export function textPaths(
  dictionary: LocaleDictionary,
  prefix: readonly string[] = [],
): string[][] {
  return Object.entries(dictionary).flatMap(([key, value]) => {
    if (typeof value === 'string') return [[...prefix, key]];
    return isPlainObject(value) ? textPaths(value, [...prefix, key]) : [];
  });
}

/**
 * A language is offered only when a dictionary covers the interface (tenants/README.md#languages):
 * VI, EN, CN and TW are bundled; any other enabled language needs the tenant's `locales/<lng>.json`
 * with every text of the interface, else its players would read English. Reported at the
 * language's entry in `languages.enabled` when the file is missing, else at the first text the file
 * lacks.
 */
export function checkInterfaceLanguages(
  view: TenantView,
  sink: ErrorSink,
  tenant: TenantFile,
  translations: Translations,
  interfaceTexts: readonly (readonly string[])[],
): void {
  tenant.languages.enabled.forEach((code, index) => {
    if ((BUNDLED_LANGUAGES as readonly string[]).includes(code)) return;
    const localePath = `locales/${code}.json`;
    const entry = translations.languages.find((l) => l.code === code);
    if (!entry) {
      // An invalid locale file is left out of the translations; its own errors are reported.
      if (view.own.parsed.has(localePath) || view.base?.parsed.has(localePath)) return;
      const pointer = `/languages/enabled/${String(index)}`;
      sink.add(
        view.fileFor('tenant.json', pointer),
        pointer,
        `${code} is offered but has no dictionary, so its players would read English: add ${localePath} with the ${String(interfaceTexts.length)} interface texts or stop offering ${code}`,
      );
      return;
    }
    const missing = interfaceTexts.filter((path) => !hasTranslation(entry.dictionary, path));
    const first = missing[0];
    if (first === undefined) return;
    const file =
      view.own.parsed.has(localePath) || !view.base
        ? view.ownPath(localePath)
        : view.defaultPath(localePath);
    sink.add(
      file,
      pointerOf([...first]),
      `missing ${code} text of "${first.join('.')}"${missing.length > 1 ? ` and ${String(missing.length - 1)} more interface texts` : ''}: a language is offered only when its dictionary covers the interface; complete ${localePath} or stop offering ${code}`,
    );
  });
}
