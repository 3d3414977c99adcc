import type { ModuleNode, SystemDomainRouteValue, SystemPermissionValue } from '@wl/api';
import { WHITELABEL_MODULES, type TenantConfig } from '@wl/tenant-config';
import { registerSettingValue } from '../account/register-setting-value.js';
import { MODERN_ALGORITHM, serverKeyPair } from '../crypto/server-key-pair.js';
import { requireSession, type HandlerMap } from '../handler.js';
import { moduleEnabled } from '../request/availability.js';
import { pickText } from '../state/localized-text.js';
import type { MerchantState } from '../state/merchant-state.js';

/**
 * The whitelabel tree, built from @wl/tenant-config's module list: each module under its parent,
 * in product order, with the tenant's flag.
 */
export function whitelabelTree(tenant: TenantConfig, parent: string | null = null): ModuleNode[] {
  return WHITELABEL_MODULES.filter((module) => module.parent === parent).map(({ id }) => {
    const node: ModuleNode = { modId: id, enabled: moduleEnabled(tenant, id) ? '1' : '0' };
    const children = whitelabelTree(tenant, id);
    if (children.length > 0) node.children = children;
    return node;
  });
}

/** A domain's purpose from its name: `agent.` → AGENT, `m.`/`h5.`/`mobile.` → H5, else WEB. */
export function domainType(domain: string): 'WEB' | 'H5' | 'AGENT' {
  if (/^agent[.-]/i.test(domain)) return 'AGENT';
  if (/^(m|h5|mobile)\./i.test(domain)) return 'H5';
  return 'WEB';
}

/** mainDomain is the first hostname (or `<code>.localhost`); one route per hostname. */
export function domainRoute(tenant: TenantConfig): SystemDomainRouteValue {
  const domains =
    tenant.tenant.hostnames.length > 0 ? tenant.tenant.hostnames : [`${tenant.code}.localhost`];
  return {
    domain: domains[0] ?? `${tenant.code}.localhost`,
    routes: domains.map((domain) => ({ domain, type: domainType(domain) })),
  };
}

/** The country preselected in forms: by the tenant's default language, else the first listed. */
export function currentCountry(tenant: TenantConfig, state: MerchantState): string {
  const { byLanguage, countries } = state.system.countries;
  return byLanguage[tenant.tenant.languages.default] ?? countries[0]?.countryCode ?? 'VN';
}

const APP_RESOURCES = [
  { field: 'ios', resourceType: 'IOS', labelNameEn: 'iOS app' },
  { field: 'android', resourceType: 'ANDROID', labelNameEn: 'Android app' },
  { field: 'iosLite', resourceType: 'IOS_LITE', labelNameEn: 'iOS lite app' },
] as const;

/** App downloads from the tenant's appDownload links, and the mobile site from its H5 domain. */
export function resources(
  tenant: TenantConfig,
  routes: SystemDomainRouteValue['routes'],
): SystemPermissionValue['resources'] {
  const list: SystemPermissionValue['resources'] = [];
  for (const { field, resourceType, labelNameEn } of APP_RESOURCES) {
    const url = tenant.tenant.appDownload[field];
    if (url) list.push({ resourceType, key: field, labelNameEn, url });
  }
  const h5 = routes.find((route) => route.type === 'H5');
  if (h5)
    list.push({
      resourceType: 'H5',
      key: 'h5',
      labelNameEn: 'Mobile site',
      url: `https://${h5.domain}/`,
    });
  return list;
}

export const systemHandlers = {
  'system.status': ({ state, ip }) => ({
    status: state.status,
    maintenanceEnd: state.maintenanceEnd,
    ip,
  }),

  'system.whitelabel': ({ tenant }) => whitelabelTree(tenant),

  'system.domainRoute': ({ tenant }) => domainRoute(tenant),

  'system.registerSetting': ({ tenant }) => registerSettingValue(tenant.register),

  'system.helpCenter': ({ state, language }) =>
    state.system.helpCenter.map((group) => ({
      id: group.id,
      category: pickText(group.category, language),
      articles: group.articles.map((article) => ({
        id: article.id,
        title: pickText(article.title, language),
        content: pickText(article.content, language),
      })),
    })),

  'system.country': ({ tenant, state }) => ({
    current: currentCountry(tenant, state),
    countries: state.system.countries.countries,
  }),

  'system.permission': ({ tenant, state, ip }) => {
    const route = domainRoute(tenant);
    const { permission } = state.system;
    return {
      customerService: [
        { type: 'LIVE_CHAT', name: 'Live chat', url: tenant.tenant.customerService.url },
        ...permission.customerServiceChannels,
      ],
      domainRoute: route,
      resources: resources(tenant, route.routes),
      whitelabel: whitelabelTree(tenant),
      register: registerSettingValue(tenant.register),
      mainDomain: route.domain,
      analytics: { gtagId: permission.gtagId },
      location: { ip, countryCode: currentCountry(tenant, state) },
      imageCDNs: permission.imageCDNs,
      launchGameCDNs: permission.launchGameCDNs,
      maintenance: { maintenanceEnd: state.maintenanceEnd },
      regionRestriction: state.status === 2,
    };
  },

  'system.languageUpdate': (ctx) => {
    ctx.state.system.accountLanguages.set(requireSession(ctx).username, ctx.body.language);
    return null;
  },

  /** The login switches, with the default weak password the accounts fixture owns. */
  'system.loginInfo': ({ state }) => ({
    ...state.system.loginInfo,
    defaultPassword: state.accounts.defaultWeakPassword,
  }),

  'system.publicKey': () => {
    const { keyId, publicKeyPem } = serverKeyPair();
    return { keyId, algorithm: MODERN_ALGORITHM, publicKey: publicKeyPem };
  },
} satisfies HandlerMap;
