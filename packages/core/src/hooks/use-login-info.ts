import type { SWRResponse } from 'swr';
import type { ValueOf } from '@wl/api';
import type { ApiError } from '../api/api-error.js';
import { STATIC_DATA } from './swr-defaults.js';
import { useEndpoint } from './use-endpoint.js';

/** The login window's switches (system.loginInfo). */
export type LoginInfo = ValueOf<'system.loginInfo'>;

/** The login window's switches: captcha from the first attempt, SMS login, social buttons, ... */
export function useLoginInfo(): SWRResponse<LoginInfo, ApiError> {
  return useEndpoint('system.loginInfo', undefined, { swr: STATIC_DATA });
}
