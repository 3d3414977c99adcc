import { readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import {
  htmlLangOf,
  textDirectionOf,
  type LanguageCode,
  type LocaleDictionary,
  type TenantConfig,
} from '@wl/tenant-config';
import { contentColor } from '../brand-style.js';
import { escapeHtml } from '@wl/widgets/server';
import { LocaleDictionaries } from '../locale-dictionaries.js';
import { themeColorOf } from './web-app-manifest.js';

/** The texts of the offline page. */
interface OfflineTexts {
  title: string;
  body: string;
  retry: string;
}

/** A logo larger than this is left out rather than inlined into the page. */
const MAX_INLINE_LOGO_BYTES = 64 * 1024;

const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

function lookup(dictionary: LocaleDictionary, path: string): string | undefined {
  let node: unknown = dictionary;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The offline texts in `language` (the tenant's overrides first), English for what it lacks. */
function offlineTexts(tenant: TenantConfig, language: LanguageCode): OfflineTexts {
  const dictionaries = new LocaleDictionaries();
  const own = dictionaries.dictionary(tenant, language);
  const english = dictionaries.dictionary(tenant, 'EN');
  const text = (key: keyof OfflineTexts): string =>
    (lookup(own, `pwa.offline.${key}`) ?? lookup(english, `pwa.offline.${key}`) ?? '').replace(
      /\{\{\s*name\s*\}\}/g,
      tenant.tenant.displayName,
    );
  return { title: text('title'), body: text('body'), retry: text('retry') };
}

/** The logo as a `data:` URL (the page must show without network), or null when it cannot be. */
export function inlineLogo(file: string | null): string | null {
  if (file === null) return null;
  const type = IMAGE_TYPES[extname(file).toLowerCase()];
  const size = statSync(file, { throwIfNoEntry: false })?.size;
  if (!type || size === undefined || size > MAX_INLINE_LOGO_BYTES) return null;
  return `data:${type};base64,${readFileSync(file).toString('base64')}`;
}

/**
 * The page the service worker shows when a page cannot load without network: in the tenant's
 * default language, on its splash background with its logo and brand colour, and a "Try again"
 * link that reloads the address the player asked for. Self-contained: no script, no fetch.
 * docs/architecture.md#installable-app
 */
export function renderOfflinePage(tenant: TenantConfig, logoDataUrl: string | null): string {
  const language = tenant.tenant.languages.default;
  const texts = offlineTexts(tenant, language);
  const background = tenant.theme.app?.backgroundColor ?? '#ffffff';
  const primary = themeColorOf(tenant);
  const style = [
    `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif;background:${background};color:${contentColor(background) ?? '#000000'}}`,
    'main{max-width:28rem;padding:2rem;text-align:center}',
    'img{max-width:12rem;max-height:4rem}',
    `a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:.5rem;text-decoration:none;font-weight:600;background:${primary};color:${contentColor(primary) ?? '#ffffff'}}`,
  ].join('');
  const name = escapeHtml(tenant.tenant.displayName);
  return `<!doctype html>
<html lang="${htmlLangOf(language)}" dir="${textDirectionOf(language)}" data-offline>
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <meta name="theme-color" content="${escapeHtml(primary)}">
    <title>${escapeHtml(texts.title)} · ${name}</title>
    <style>${style}</style>
  </head>
  <body>
    <main>
      ${logoDataUrl ? `<img src="${escapeHtml(logoDataUrl)}" alt="${name}">` : `<p>${name}</p>`}
      <h1>${escapeHtml(texts.title)}</h1>
      <p>${escapeHtml(texts.body)}</p>
      <a href="">${escapeHtml(texts.retry)}</a>
    </main>
  </body>
</html>
`;
}
