import { useEndpoint } from '../hooks/use-endpoint.js';
import { STATIC_DATA } from '../hooks/swr-defaults.js';

/**
 * The Google tag id the backend names in the permission info (`analytics.gtagId`), asked only
 * once `enabled`; null while unknown and when there is none (docs/product/seo.md#analytics).
 */
export function useGtagId(enabled: boolean): string | null {
  const { data } = useEndpoint('system.permission', undefined, { swr: STATIC_DATA, enabled });
  const id = data?.analytics.gtagId;
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : null;
}
