/**
 * The account's favourite games (docs/product/games.md#favourites): their node ids, a paged list,
 * and adding or removing one. A change refreshes every favourite list on screen.
 */
import { useCallback } from 'react';
import { useSWRConfig, type SWRResponse } from 'swr';
import type { GameType } from '@wl/api';
import { toFavouriteIds, toFavouritePage, type FavouritePage } from '../adapters/favourites.js';
import type { ApiError } from '../api/api-error.js';
import { callEndpoint } from '../api/call-endpoint.js';
import { useSessionStore } from '../stores/session-store.js';
import { useModuleEnabled } from './use-module-enabled.js';
import { useAdaptedEndpoint } from './use-adapted-endpoint.js';

/** Page size of the favourite list. */
export const FAVOURITES_PAGE_SIZE = 12;

export interface Favourites {
  /** Whether favourites can be used: signed in and the module on. */
  available: boolean;
  nodeIds: readonly number[];
  isFavourite: (nodeId: number) => boolean;
  /** Adds (`on`) or removes a game; resolves once the lists show the change. */
  setFavourite: (nodeId: number, on: boolean) => Promise<void>;
}

function isFavouriteListKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'games.favoriteList';
}

/** The favourite node ids of the signed-in account, and the add / remove action. */
export function useFavourites(): Favourites {
  const isLogin = useSessionStore((state) => state.isLogin);
  const moduleOn = useModuleEnabled('GAMELOFAV3');
  const { data, mutate } = useAdaptedEndpoint('games.favoriteIds', toFavouriteIds, undefined, {
    enabled: isLogin,
  });
  const { mutate: mutateGlobal } = useSWRConfig();
  const nodeIds = data ?? [];
  const setFavourite = useCallback(
    async (nodeId: number, on: boolean) => {
      const value = on
        ? await callEndpoint('games.addFavorite', { body: { nodeId } })
        : await callEndpoint('games.removeFavorite', { query: { nodeId } });
      await mutate(toFavouriteIds(value), { revalidate: false });
      await mutateGlobal(isFavouriteListKey);
    },
    [mutate, mutateGlobal],
  );
  return {
    available: isLogin && moduleOn,
    nodeIds,
    isFavourite: (nodeId) => nodeIds.includes(nodeId),
    setFavourite,
  };
}

/** One page (from 1) of the account's favourite games, of one type or all. */
export function useFavouriteList(
  pageNum: number,
  gameType?: GameType,
): SWRResponse<FavouritePage, ApiError> {
  const isLogin = useSessionStore((state) => state.isLogin);
  const query = { pageNum, pageSize: FAVOURITES_PAGE_SIZE, ...(gameType && { gameType }) };
  return useAdaptedEndpoint('games.favoriteList', toFavouritePage, { query }, { enabled: isLogin });
}
