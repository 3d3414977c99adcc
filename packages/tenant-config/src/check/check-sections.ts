import { pointerOf } from '@wl/api';
import { isPlainObject } from '../deep-merge.js';
import { isOwnImageUrl } from '../tenant-asset-url.js';
import type { PageConfig } from '../types.js';
import { describeAjvErrors, listValues } from './describe-ajv-error.js';
import type { LinkRule } from './link-rule.js';
import type { ErrorSink, TenantView } from './tenant-view.js';
import { hasTranslation, TENANT_KEY_PREFIX, type Translations } from './translations.js';
import type { WidgetValidators } from './widget-validators.js';

export interface SectionCheckContext {
  view: TenantView;
  sink: ErrorSink;
  /** Undefined: widget types and settings are not checked. */
  widgets: WidgetValidators | undefined;
  /** Undefined: i18n keys are not checked. */
  translations: Translations | undefined;
  /** The rule every link setting follows. */
  linkProblem: LinkRule;
}

/** A link setting (`href`, `ctaHref`, …). */
const isLinkSetting = (name: string): boolean => name === 'href' || name.endsWith('Href');

/** Checks one group of sections (a page, or a layout group at `prefix` such as '/header'). */
export function checkSections(
  context: SectionCheckContext,
  relPath: string,
  prefix: string,
  page: PageConfig,
): void {
  const { view, sink } = context;
  const report = (pointer: string, message: string): void =>
    sink.add(view.fileFor(relPath, pointer), pointer, message);
  const ids = Object.keys(page.sections);

  page.order.forEach((id, index) => {
    if (Object.hasOwn(page.sections, id)) return;
    const pointer = `${prefix}/order/${index}`;
    // The tenant removed an inherited section (null) that the order it inherits still names.
    if (view.overrides(relPath, `${prefix}${pointerOf(['sections', id])}`)) {
      sink.add(
        view.ownPath(relPath),
        pointer,
        `section "${id}" is removed here (null) but order still names it; give an order without it`,
      );
      return;
    }
    const known = ids.length > 0 ? `; expected one of ${listValues(ids)}` : '';
    report(pointer, `no section "${id}" in sections${known}`);
  });

  for (const [id, section] of Object.entries(page.sections)) {
    const at = `${prefix}${pointerOf(['sections', id])}`;
    if (!page.order.includes(id) && section.disabled !== true) {
      report(at, `section "${id}" is not in order; add it to order or set "disabled": true`);
    }
    const { widgets } = context;
    if (widgets && !widgets.has(section.type)) {
      report(
        `${at}/type`,
        `unknown widget type "${section.type}"; expected one of ${listValues(widgets.types)}`,
      );
    }
    const validate = widgets?.validator(section.type);
    const settings = section.settings ?? {};
    if (validate && !validate(settings)) {
      for (const error of describeAjvErrors(validate.errors)) {
        report(`${at}/settings${error.pointer}`, error.message);
      }
    }
    if (section.disabled === true) continue;
    checkSettingValues(context, relPath, `${at}/settings`, settings);
  }
}

/**
 * Image settings must name an existing asset; link settings must lead to a route or an http(s)
 * URL; `…Key` settings with tenant keys must be translated.
 */
function checkSettingValues(
  context: SectionCheckContext,
  relPath: string,
  pointer: string,
  value: unknown,
  name = '',
): void {
  const { view, sink } = context;
  if (Array.isArray(value)) {
    value.forEach((item, index) =>
      checkSettingValues(context, relPath, `${pointer}/${index}`, item),
    );
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      checkSettingValues(context, relPath, `${pointer}${pointerOf([key])}`, item, key);
    }
    return;
  }
  if (typeof value !== 'string') return;
  if (name === 'image' && !isOwnImageUrl(value) && !view.hasAsset(value)) {
    sink.add(view.fileFor(relPath, pointer), pointer, view.assetMissing(value));
  }
  const problem = isLinkSetting(name) ? context.linkProblem(value) : undefined;
  if (problem !== undefined) sink.add(view.fileFor(relPath, pointer), pointer, problem);
  if (name.endsWith('Key') && value.startsWith(TENANT_KEY_PREFIX) && context.translations) {
    const referencedFrom = view.fileFor(relPath, pointer);
    const segments = value.split('.');
    for (const { code, dictionary } of context.translations.languages) {
      if (hasTranslation(dictionary, segments)) continue;
      const localePath = `locales/${code}.json`;
      const ownsReference = referencedFrom === view.ownPath(relPath);
      const file =
        ownsReference || view.own.parsed.has(localePath) || !view.base
          ? view.ownPath(localePath)
          : view.defaultPath(localePath);
      sink.add(
        file,
        pointerOf(segments),
        `missing ${code} translation of "${value}" (used at ${referencedFrom}#${pointer})`,
      );
    }
  }
}
