import type { SWRResponse } from 'swr';
import { toDomainRoute, type DomainRoute } from '../adapters/domain-route.js';
import type { ApiError } from '../api/api-error.js';
import { STATIC_DATA } from './swr-defaults.js';
import { useAdaptedEndpoint } from './use-adapted-endpoint.js';

/** The merchant's main domain and its domains by purpose. */
export function useDomainRoute(): SWRResponse<DomainRoute, ApiError> {
  return useAdaptedEndpoint('system.domainRoute', toDomainRoute, undefined, { swr: STATIC_DATA });
}
