/**
 * Game data hooks with the session caches of docs/product/games.md#session-caches: the game categories and their vendors
 * stay in session storage (`gameVendor`) for the session; hot games (`HOT_GAMES`) until the
 * language changes — the cache records the language it was fetched in, and changeLanguage drops it.
 */
import { useMemo } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type {
  GameCategory,
  GameRecord,
  GameType,
  GameVendor,
  GamesListQuery,
  LiveModelsQuery,
} from '@wl/api';
import type { ValueOf } from '@wl/api';
import { toGames } from '../adapters/game.js';
import { toGamePage, type GamePage } from '../adapters/game-page.js';
import { toVendorGameMenu, type VendorGames } from '../adapters/vendor-game-menu.js';
import { toVendorLanes } from '../adapters/vendor-lanes.js';
import type { ApiError } from '../api/api-error.js';
import { callEndpoint } from '../api/call-endpoint.js';
import { useCurrentLanguage } from '../i18n/use-current-language.js';
import { sessionCache } from '../session/session-cache.js';
import { SESSION_KEYS } from '../session/session-keys.js';
import { useTenant } from '../tenant/tenant-context.js';
import { useEndpointKey } from './endpoint-key.js';
import { STATIC_DATA } from './swr-defaults.js';
import { useAdaptedEndpoint } from './use-adapted-endpoint.js';
import { useEndpoint } from './use-endpoint.js';
import { useSessionStore } from '../stores/session-store.js';

/** What `HOT_GAMES` holds: the list and the language it was fetched in. */
export interface HotGamesCache {
  language: string;
  games: GameRecord[];
}

/** Platforms the hot-games call asks for (docs/product/games.md#hot-games-and-popular-games). */
const HOT_PLATFORMS = 'flash,html5-desktop';

async function loadGameMenus(): Promise<GameCategory[]> {
  const cached = sessionCache.get<GameCategory[]>(SESSION_KEYS.gameVendor);
  if (Array.isArray(cached)) return cached;
  const menus = await callEndpoint('games.menus');
  sessionCache.set(SESSION_KEYS.gameVendor, menus);
  return menus;
}

/** Game categories with their vendors (header, home tabs, game centre); one call per session. */
export function useGameMenus(): SWRResponse<GameCategory[], ApiError> {
  const key = useEndpointKey('games.menus', undefined, true, 'session-cache');
  return useSWR<GameCategory[], ApiError>(key, loadGameMenus, STATIC_DATA);
}

/** The vendors of one game type, or of every type in header order; from the cached menus. */
export function useGameVendors(gameType?: GameType): {
  vendors: GameVendor[];
  isLoading: boolean;
  error: ApiError | undefined;
  /** Asks the menus again (after a failure). */
  retry: () => Promise<unknown>;
} {
  const { data, isLoading, error, mutate } = useGameMenus();
  const vendors = (data ?? [])
    .filter((category) => gameType === undefined || category.gameCategory === gameType)
    .flatMap((category) => category.vendors);
  return { vendors, isLoading, error, retry: () => mutate() };
}

/**
 * A vendor's name as players know it ("TCG Lotto", not `TCG_LOTTO_VN`), from the cached menus; a
 * code no menu names is shown as it is. Wallets, transfers and records name vendors with it.
 */
export function useVendorName(): (vassalage: string) => string {
  const { data } = useGameMenus();
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const vendor of (data ?? []).flatMap((category) => category.vendors)) {
      if (!names.has(vendor.vassalage)) names.set(vendor.vassalage, vendor.displayName);
    }
    return (vassalage: string) => names.get(vassalage) ?? vassalage;
  }, [data]);
}

/** Hot games in the current language; kept in session until the language changes. */
export function useHotGames(): SWRResponse<GameRecord[], ApiError> {
  const tenant = useTenant();
  const language = useCurrentLanguage();
  const query = {
    merchantCode: tenant.merchantCode,
    isPlatform: 2 as const,
    platform: HOT_PLATFORMS,
    language,
  };
  const key = useEndpointKey('games.hot', { query }, true, 'session-cache');
  return useSWR<GameRecord[], ApiError>(
    key,
    async () => {
      const cached = sessionCache.get<HotGamesCache>(SESSION_KEYS.hotGames);
      if (cached?.language === language && Array.isArray(cached.games)) return cached.games;
      const games = toGames(await callEndpoint('games.hot', { query }));
      sessionCache.set<HotGamesCache>(SESSION_KEYS.hotGames, { language, games });
      return games;
    },
    STATIC_DATA,
  );
}

/**
 * Vendor lanes (vendors grouped by game type) as game categories, the model of useGameMenus,
 * whatever lane shape the backend answered in.
 */
export function useVendorLanes(): SWRResponse<GameCategory[], ApiError> {
  const tenant = useTenant();
  const params = { query: { merchantCode: tenant.merchantCode } };
  return useAdaptedEndpoint('games.vendorLanes', toVendorLanes, params, { swr: STATIC_DATA });
}

/** What a game list asks: the game list query without the merchant (the tenant's). */
export type GameListQuery = Omit<GamesListQuery, 'merchant'>;

/** One page of games of a type (and vendor, or name search). */
export function useGameList(query: GameListQuery): SWRResponse<GamePage, ApiError> {
  const tenant = useTenant();
  const params = { query: { ...query, merchant: tenant.merchantCode } };
  return useAdaptedEndpoint('games.list', (value) => toGamePage(value, query), params);
}

/** The game menu: each vendor's games by game type. */
export function useVendorGameMenu(vassalage?: string): SWRResponse<VendorGames[], ApiError> {
  const params = vassalage === undefined ? undefined : { query: { vassalage } };
  return useAdaptedEndpoint('games.vassalageTypes', toVendorGameMenu, params, {
    swr: STATIC_DATA,
  });
}

/** How many recent games the recent list shows. */
export const RECENT_GAMES_LIMIT = 12;

/** The games the signed-in member launched last, newest first (docs/product/games.md#recent-games). */
export function useRecentGames(): SWRResponse<GameRecord[], ApiError> {
  const isLogin = useSessionStore((state) => state.isLogin);
  const params = { query: { limit: RECENT_GAMES_LIMIT } };
  return useAdaptedEndpoint('games.recent', (value) => toGamePage(value).games, params, {
    enabled: isLogin,
  });
}

/** The rooms of a PvP vendor's card games (docs/product/games.md#pvp-rooms); none without a vendor. */
export function usePvpRooms(
  vassalage: string | undefined,
): SWRResponse<ValueOf<'games.pvpRooms'>, ApiError> {
  return useEndpoint(
    'games.pvpRooms',
    { query: { vassalage: vassalage ?? '' } },
    {
      enabled: vassalage !== undefined,
    },
  );
}

/** Live-stream hosts (active 1, streaming 1 by default, as the home section asks). */
export function useLiveModels(
  query: LiveModelsQuery = { active: 1, streaming: 1 },
): SWRResponse<ValueOf<'live.models'>, ApiError> {
  return useEndpoint('live.models', { query });
}
