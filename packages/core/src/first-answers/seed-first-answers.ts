import { unstable_serialize } from 'swr';
import type { ModuleNode } from '@wl/api';
import type { PublicTenantConfig } from '@wl/tenant-config';
import { normalizeSystemStatus } from '../adapters/system-status.js';
import type { EndpointKey } from '../hooks/endpoint-key.js';
import { getCurrentLanguage } from '../i18n/active-i18n.js';
import { useModulesStore } from '../stores/modules-store.js';
import { useSessionStore } from '../stores/session-store.js';
import { useSystemStore } from '../stores/system-store.js';
import {
  FIRST_ANSWERS_ELEMENT_ID,
  type FirstAnswerId,
  type FirstAnswers,
} from './first-answers.js';
import { forgetSeeds, markSeeded, seedAdapted } from './seeded-answers.js';
import { seedHost } from './seeded-host.js';

/** The first answers the site server inlined, or null (none, or not readable). */
function readFirstAnswers(): FirstAnswers | null {
  const text = document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const seed = JSON.parse(text) as unknown;
    if (typeof seed !== 'object' || seed === null) return null;
    const { language, answers } = seed as Partial<FirstAnswers>;
    if (typeof language !== 'string' || typeof answers !== 'object' || answers === null)
      return null;
    return seed as FirstAnswers;
  } catch {
    return null;
  }
}

/** The key a hook gives a call in `language`, with or without a session (useEndpointKey). */
const keyOf = (
  id: EndpointKey[0],
  params: unknown,
  language: string,
  variant: string,
  hasToken = false,
) => unstable_serialize([id, params, language, hasToken, variant] satisfies EndpointKey);

/**
 * SWR's `fallback` from the answers the site server inlined in index.html, under the keys the
 * hooks use (useSystemStatus, useWhitelabel, useCdnHosts; a section's calls under the key of the
 * hook that asks them as they are, and, adapted, through seeded-answers.ts), so the first render
 * needs none of these calls (those the server marks `perVisitor` are asked again at once: it
 * kept them for every visitor of the tenant, and a region block is the visitor's own); SWR still
 * revalidates them. What the hooks do with an answer is done
 * here as well: the status and the module switches go to their stores, the image host the server
 * preloaded from becomes the page's. Empty when the answers are in another language than the
 * app's. With a session, only the system answers (status, modules, permission info) are drawn
 * from, under the session's keys, and all are asked again at once: the server asked them without
 * one, and a section's answer (a game list) may differ for a member.
 * docs/performance.md#what-was-done-for-the-first-view
 */
export function seedFirstAnswers(tenant: PublicTenantConfig): Record<string, unknown> {
  forgetSeeds();
  const seed = readFirstAnswers();
  const language = getCurrentLanguage();
  if (seed === null || seed.language !== language) return {};
  // With a session, the hooks ask under keys of their own and the server asked without one: the
  // system answers are drawn from at once all the same and asked again at once with the session.
  const signedIn = useSessionStore.getState().token !== null;
  const fallback: Record<string, unknown> = {};
  const { answers } = seed;
  // What the server marks as the visitor's own is drawn from its answer but asked again at once.
  const perVisitor: unknown[] = Array.isArray(seed.perVisitor) ? seed.perVisitor : [];
  const again: string[] = [];
  const put = (id: FirstAnswerId, variant: string, value: unknown) => {
    const key = keyOf(id, null, language, variant, signedIn);
    fallback[key] = value;
    if (signedIn || perVisitor.includes(id)) again.push(key);
  };
  try {
    if ('system.status' in answers) {
      const status = normalizeSystemStatus(answers['system.status']);
      useSystemStore.getState().setStatus(status);
      put('system.status', 'normalized', status);
    }
  } catch {
    // an answer the app cannot read: the hook asks again
  }
  const tree = answers['system.whitelabel'];
  if (Array.isArray(tree)) {
    useModulesStore.getState().setFromWhitelabel(tree as ModuleNode[], tenant.modules);
    put('system.whitelabel', 'modules', tree);
  }
  const permission = answers['system.permission'];
  if (typeof permission === 'object' && permission !== null) {
    put('system.permission', '', permission);
    const hosts = (permission as { imageCDNs?: unknown }).imageCDNs;
    if (Array.isArray(hosts) && typeof seed.imageCdn === 'string')
      seedHost(hosts as string[], seed.imageCdn);
  }
  // A section's answer may differ for a member: only a visitor's first render draws from them.
  const calls = !signedIn && Array.isArray(seed.calls) ? seed.calls : [];
  for (const { id, query, value } of calls) {
    // under the key of a hook that asks this call as it is (useEndpoint) and of one that adapts
    // it with its own adapter when it asks (useAdaptedEndpoint, seeded-answers.ts)
    const params = query === undefined ? null : { query };
    fallback[keyOf(id, params, language, '')] = value;
    const adaptedKey = keyOf(id, params, language, 'adapted');
    seedAdapted(adaptedKey, value);
    markSeeded([adaptedKey]);
  }
  markSeeded(Object.keys(fallback).filter((key) => !again.includes(key)));
  return fallback;
}
