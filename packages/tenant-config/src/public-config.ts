import type { PublicTenantConfig, TenantConfig } from './types.js';
import { layoutAndPagesWithDefaults, type WidgetSchemas } from './widget-defaults.js';

/**
 * What the browser may see. Built field by field so that server-only values (`api.upstream`,
 * hostnames) can never leak, even when new server-side fields are added to `TenantFile`. Every
 * section's settings are complete (the defaults of its widget's schema filled in), so the
 * browser never needs a schema.
 */
export function toPublicConfig(
  config: TenantConfig,
  widgetSchemas: WidgetSchemas,
): PublicTenantConfig {
  const { tenant } = config;
  const { layout, pages } = layoutAndPagesWithDefaults(config, widgetSchemas);
  return {
    code: config.code,
    merchantCode: tenant.merchantCode,
    displayName: tenant.displayName,
    languages: tenant.languages,
    modules: tenant.modules,
    customerService: tenant.customerService,
    appDownload: tenant.appDownload,
    ...(tenant.gameLaunch && { gameLaunch: tenant.gameLaunch }),
    ...(tenant.feedback && { feedback: tenant.feedback }),
    ...(tenant.analytics && { analytics: tenant.analytics }),
    ...(tenant.payoutVerificationUrl !== undefined && {
      payoutVerificationUrl: tenant.payoutVerificationUrl,
    }),
    money: tenant.money,
    encryption: tenant.api.encryption,
    theme: config.theme,
    menu: config.menu,
    layout,
    register: config.register,
    pages,
  };
}
