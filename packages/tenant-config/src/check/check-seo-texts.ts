import { pointerOf } from '@wl/api';
import { SEO_DESCRIPTION_KEY } from '../seo-texts.js';
import type { ErrorSink, TenantView } from './tenant-view.js';
import { hasTranslation, type Translations } from './translations.js';

/**
 * Every language whose texts must be complete carries the site's description
 * (docs/product/seo.md#texts), reported in the locale file that should hold it: the tenant's own
 * when it has one, else `_default`'s.
 */
export function checkSeoTexts(view: TenantView, sink: ErrorSink, translations: Translations): void {
  const segments = SEO_DESCRIPTION_KEY.split('.');
  for (const { code, dictionary } of translations.languages) {
    if (hasTranslation(dictionary, segments)) continue;
    const localePath = `locales/${code}.json`;
    const file =
      view.own.parsed.has(localePath) || !view.base
        ? view.ownPath(localePath)
        : view.defaultPath(localePath);
    sink.add(
      file,
      pointerOf(segments),
      `missing ${code} translation of "${SEO_DESCRIPTION_KEY}" (the site's description for search engines)`,
    );
  }
}
