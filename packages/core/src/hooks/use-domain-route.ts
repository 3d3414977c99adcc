import type { SWRResponse } from 'swr';
import type { ValueOf } from '@wl/contract';
import type { ApiError } from '../api/api-error.js';
import { STATIC_DATA } from './swr-defaults.js';
import { useEndpoint } from './use-endpoint.js';

/** The merchant's domains by purpose and its main domain. */
export function useDomainRoute(): SWRResponse<ValueOf<'system.domainRoute'>, ApiError> {
  return useEndpoint('system.domainRoute', undefined, { swr: STATIC_DATA });
}
