import type { ModuleNode } from '@wl/contract';
import { BUNDLED_LANGUAGES, MODULE_IDS, registerFieldRules, type TenantConfig } from '@wl/tenant-config';
import type { HandlerMap } from '../handler.js';
import { moduleEnabled } from '../request/availability.js';
import type { LocalizedText, ModuleTreeFixture } from '../state/fixture-types.js';

/** The text in the caller's language among the bundled ones, EN otherwise. */
export function pickText(text: LocalizedText, language: string | null): string {
  const bundled = BUNDLED_LANGUAGES.find((lng) => lng === language);
  return (bundled && text[bundled]) || text.EN;
}

/** The fixture's module tree with each node's flag, plus any module the tree leaves out as a root. */
export function whitelabelTree(tenant: TenantConfig, tree: ModuleTreeFixture[]): ModuleNode[] {
  const listed = new Set<string>();
  const toNode = (fixture: ModuleTreeFixture): ModuleNode => {
    listed.add(fixture.modId);
    const node: ModuleNode = { modId: fixture.modId, enabled: moduleEnabled(tenant, fixture.modId) ? '1' : '0' };
    if (fixture.children?.length) node.children = fixture.children.map(toNode);
    return node;
  };
  const roots = tree.map(toNode);
  for (const modId of MODULE_IDS) {
    if (!listed.has(modId)) roots.push({ modId, enabled: moduleEnabled(tenant, modId) ? '1' : '0' });
  }
  return roots;
}

/** A domain's purpose from its name: `agent.` → AGENT, `m.`/`h5.`/`mobile.` → H5, else WEB. */
export function domainType(domain: string): 'WEB' | 'H5' | 'AGENT' {
  if (/^agent[.-]/i.test(domain)) return 'AGENT';
  if (/^(m|h5|mobile)\./i.test(domain)) return 'H5';
  return 'WEB';
}

export const systemHandlers = {
  'system.status': ({ state, ip }) => ({ status: state.status, maintenanceEnd: state.maintenanceEnd, ip }),

  'system.whitelabel': ({ tenant, state }) => whitelabelTree(tenant, state.system.moduleTree),

  'system.domainRoute': ({ tenant }) => {
    const domains = tenant.tenant.hostnames.length > 0 ? tenant.tenant.hostnames : [`${tenant.code}.localhost`];
    return {
      mainDomain: domains[0] ?? `${tenant.code}.localhost`,
      routes: domains.map((domain) => ({ domain, type: domainType(domain) })),
    };
  },

  'system.registerSetting': ({ tenant }) => registerFieldRules(tenant.register),

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

  'system.country': ({ tenant, state }) => {
    const { byLanguage, countries } = state.system.countries;
    const current = byLanguage[tenant.tenant.languages.default] ?? countries[0]?.countryCode ?? 'VN';
    return { current, countries };
  },
} satisfies HandlerMap;
