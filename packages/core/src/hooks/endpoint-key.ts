import { CLIENT_ENDPOINTS, unpackEndpoint, type EndpointId } from '@wl/api';
import { useCurrentLanguage } from '../i18n/use-current-language.js';
import { isModuleOn, useModulesStore } from '../stores/modules-store.js';
import { useSessionStore } from '../stores/session-store.js';
import type { CallParams } from '../api/call-endpoint.js';

export type EndpointKey = readonly [
  id: EndpointId,
  params: unknown,
  language: string,
  hasToken: boolean,
  variant: string,
];

/**
 * The SWR key of an endpoint call, or null when it must not be fetched: `enabled` is false, or
 * its module is off. A gated endpoint waits until the whitelabel tree has loaded, so a call for
 * a module that turns out to be off is never made. The language and whether a token is present
 * are part of the key: a language change or a login refetches.
 */
export function useEndpointKey<Id extends EndpointId>(
  id: Id,
  params: CallParams<Id> | undefined,
  enabled: boolean,
  variant = '',
): EndpointKey | null {
  const language = useCurrentLanguage();
  const hasToken = useSessionStore((state) => state.token !== null);
  const moduleOn = useModulesStore((state) =>
    isModuleOn(state, unpackEndpoint(CLIENT_ENDPOINTS[id]).module),
  );
  return enabled && moduleOn ? [id, params ?? null, language, hasToken, variant] : null;
}
