import { isPlainObject } from '../deep-merge.js';
import type { TenantFile, ThemeFile } from '../types.js';
import { listValues } from './describe-ajv-error.js';
import type { ErrorSink, TenantView } from './tenant-view.js';

/** A tenant folder must hold tenant.json with its own merchantCode. */
export function checkOwnTenantFile(view: TenantView, sink: ErrorSink): void {
  if (view.isDefault || view.own.broken.has('tenant.json')) return;
  const own = view.own.parsed.get('tenant.json');
  if (own === undefined) {
    sink.add(
      view.ownPath('tenant.json'),
      '',
      'required file is missing: each tenant sets at least its merchantCode',
    );
  } else if (!isPlainObject(own) || !Object.hasOwn(own, 'merchantCode')) {
    sink.add(
      view.ownPath('tenant.json'),
      '',
      'missing required property "merchantCode": each tenant sets its own',
    );
  } else {
    const placeholder = view.base?.parsed.get('tenant.json');
    const code = own.merchantCode;
    if (isPlainObject(placeholder) && placeholder.merchantCode === code) {
      sink.add(
        view.ownPath('tenant.json'),
        '/merchantCode',
        `"${String(code)}" is the placeholder merchant code of _default; set the code the backend knows this merchant by`,
      );
    }
  }
}

/** The default language must be enabled. */
export function checkLanguages(view: TenantView, sink: ErrorSink, tenant: TenantFile): void {
  const { default: language, enabled } = tenant.languages;
  if (enabled.includes(language)) return;
  const pointer = '/languages/default';
  const byTenant =
    view.overrides('tenant.json', pointer) || view.overrides('tenant.json', '/languages/enabled');
  const file = byTenant ? view.ownPath('tenant.json') : view.fileFor('tenant.json', pointer);
  sink.add(
    file,
    pointer,
    `expected one of the enabled languages ${listValues(enabled)} but got "${language}"`,
  );
}

/**
 * Logo, favicon and the installable app's icons must be assets of the tenant or of `_default`;
 * every tenant needs the app block (docs/architecture.md#installable-app).
 */
export function checkThemeAssets(view: TenantView, sink: ErrorSink, theme: ThemeFile): void {
  if (theme.app === undefined) {
    sink.add(
      view.fileFor('theme.json', ''),
      '/app',
      'missing required property "app": the installable app needs its icons (icon192, icon512, maskable512) and backgroundColor',
    );
  }
  const icons = theme.app?.icons;
  const assets = [
    ['/logo', theme.logo],
    ['/favicon', theme.favicon],
    ['/app/icons/icon192', icons?.icon192],
    ['/app/icons/icon512', icons?.icon512],
    ['/app/icons/maskable512', icons?.maskable512],
  ] as const;
  for (const [pointer, path] of assets) {
    if (path !== undefined && !view.hasAsset(path)) {
      sink.add(view.fileFor('theme.json', pointer), pointer, view.assetMissing(path));
    }
  }
}
