import type { PublicTenantConfig, TenantConfig } from './types.js';

/**
 * What the browser may see. Built field by field so that server-only values (`api.upstream`,
 * hostnames) can never leak, even when new server-side fields are added to `TenantFile`.
 */
export function toPublicConfig(config: TenantConfig): PublicTenantConfig {
  const { tenant } = config;
  return {
    code: config.code,
    merchantCode: tenant.merchantCode,
    displayName: tenant.displayName,
    languages: tenant.languages,
    modules: tenant.modules,
    customerService: tenant.customerService,
    appDownload: tenant.appDownload,
    copyright: tenant.copyright,
    encryption: tenant.api.encryption,
    theme: config.theme,
    menu: config.menu,
    layout: config.layout,
    register: config.register,
    pages: config.pages,
  };
}
