import { useEndpoint } from '../hooks/use-endpoint.js';
import { STATIC_DATA } from '../hooks/swr-defaults.js';
import { pickCdn } from './cdn.js';

/** The image host and the launch host picked from the start-up data; undefined until it loads. */
export interface CdnHosts {
  imageCdn: string | undefined;
  launchCdn: string | undefined;
}

/**
 * Picks the image and launch hosts at random from the permission info, once per page.
 * docs/product/games.md#game-images
 */
export function useCdnHosts(): CdnHosts {
  const { data } = useEndpoint('system.permission', undefined, { swr: STATIC_DATA });
  return {
    imageCdn: pickCdn(data?.imageCDNs ?? []),
    launchCdn: pickCdn(data?.launchGameCDNs ?? []),
  };
}
