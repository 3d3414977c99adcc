import type { HandlerMap } from '../handler.js';
import { domainType } from './system.js';

/** WPSCORE_checkIfAppDomain: whether the merchant serves its H5 (app) site on a domain. */
export const appDomainHandlers = {
  'system.checkAppDomain': ({ tenant, query }) => {
    const domain = query.domain.trim().toLowerCase();
    const appDomain = tenant.tenant.hostnames.some(
      (host) => host.toLowerCase() === domain && domainType(host) === 'H5',
    );
    return { appDomain };
  },
} satisfies HandlerMap;
