import type {
  GameCategory,
  GameRecord,
  GameType,
  GamesPvpRoomsValue,
  GamesVassalageTypesValue,
} from '@wl/api';
import { BackendError, requestParamError } from '../backend-error.js';
import { requireSession, type HandlerMap } from '../handler.js';
import { GAME_TYPES, toGameRecord, type CatalogGame } from '../state/game-catalog.js';
import {
  addFavourite,
  favouritesOf,
  recentOf,
  removeFavourite,
  type GamesState,
} from '../state/games-state.js';
import { toLotteryGame } from '../state/lottery-draws.js';
import type { MerchantState } from '../state/merchant-state.js';
import { paginate } from '../state/paging.js';
import { hashOf } from '../state/seeded-random.js';
import { launchGameUrl } from './game-launch.js';

/** Game types the hot list draws from (single-game vendors such as sports are not "games"). */
const HOT_TYPES: readonly GameType[] = ['RNG', 'FISH', 'LIVE', 'PVP'];

/** Game categories with their vendors, in header order; a type without vendors is left out. */
function categoriesOf(games: GamesState): GameCategory[] {
  return GAME_TYPES.map((gameCategory) => ({
    gameCategory,
    vendors: games.catalog.vendors.filter((vendor) => vendor.gameType === gameCategory),
  })).filter((category) => category.vendors.length > 0);
}

/** The merchant named in a query must be the one the Merchant header selected. */
function assertMerchant(state: MerchantState, merchantCode: string): void {
  if (merchantCode !== state.merchantCode) throw requestParamError();
}

function nodeRecords(games: GamesState, nodeIds: readonly number[]): CatalogGame[] {
  return nodeIds.flatMap((id) => {
    const game = games.catalog.byNodeId.get(id);
    return game ? [game] : [];
  });
}

/**
 * The game menu: every vendor's game records under its game type, then its vassalage; a vendor
 * of several types is listed under each. Only `vassalage` when given.
 */
function vassalageGameMenu(games: GamesState, vassalage?: string): GamesVassalageTypesValue {
  const content: Partial<Record<GameType, Record<string, GameRecord[]>>> = {};
  for (const vendor of games.catalog.vendors) {
    if (vassalage !== undefined && vendor.vassalage !== vassalage) continue;
    const byVendor = (content[vendor.gameType] ??= {});
    byVendor[vendor.vassalage] = games.catalog.games
      .filter((game) => game.vassalage === vendor.vassalage && game.gameType === vendor.gameType)
      .map(toGameRecord);
  }
  return { content };
}

function pvpRooms(games: GamesState, vassalage: string, gameCode?: string): GamesPvpRoomsValue {
  const isVendor = games.catalog.vendors.some(
    (v) => v.vassalage === vassalage && v.gameType === 'PVP',
  );
  if (!isVendor) throw requestParamError();
  const vendorGames = games.catalog.games.filter(
    (g) => g.vassalage === vassalage && g.gameType === 'PVP',
  );
  const chosen =
    gameCode === undefined ? vendorGames : vendorGames.filter((g) => g.gameCode === gameCode);
  if (chosen.length === 0) throw requestParamError();
  return chosen.flatMap((game) =>
    games.pvpRoomTiers.map((tier, index) => {
      const roomId = `${game.gameCode}-${String(index + 1)}`;
      const players = hashOf(roomId) % (tier.maxPlayers + 1);
      const status = game.maintenance ? 'CLOSED' : players >= tier.maxPlayers ? 'FULL' : 'OPEN';
      return {
        roomId,
        roomName: `${game.gameName} · ${tier.name}`,
        gameCode: game.gameCode,
        minBet: tier.minBet,
        maxBet: tier.maxBet,
        players: game.maintenance ? 0 : players,
        maxPlayers: tier.maxPlayers,
        status,
      };
    }),
  );
}

/** Keeps the first game of each name: vendors share names ("Fortune Gems"), a list shows each once. */
function firstOfItsName(): (game: { gameName: string }) => boolean {
  const seen = new Set<string>();
  return ({ gameName }) => {
    if (seen.has(gameName)) return false;
    seen.add(gameName);
    return true;
  };
}

export const gamesHandlers = {
  'games.menus': ({ state }) => categoriesOf(state.games),

  'games.vendorLanes': ({ state, query }) => {
    assertMerchant(state, query.merchantCode);
    return {
      lanes: categoriesOf(state.games).map((category) => ({
        title: category.gameCategory,
        cards: category.vendors,
      })),
    };
  },

  'games.vassalageTypes': ({ state, query }) => vassalageGameMenu(state.games, query.vassalage),

  'games.byPrizeMode': ({ state, query, now, language }) =>
    state.lottery.games
      .filter((game) => game.prizeMode === query.prizeMode)
      .map((game) => toLotteryGame(game, now, language)),

  'games.list': ({ state, query }) => {
    assertMerchant(state, query.merchant);
    const search = query.gameName?.trim().toLowerCase();
    const matching = state.games.catalog.games.filter(
      (game) =>
        (query.gameType === undefined || game.gameType === query.gameType) &&
        (query.vassalage === undefined || game.vassalage === query.vassalage) &&
        (!search || game.gameName.toLowerCase().includes(search)),
    );
    const page = paginate(matching.map(toGameRecord), query.pageNo ?? 1, query.pageSize ?? 60);
    return {
      games: page.content,
      totalPages: page.totalPages,
      totalCount: page.totalElements,
      pageNo: page.pageNum,
      pageSize: page.pageSize,
    };
  },

  'games.hot': ({ state, query }) => {
    assertMerchant(state, query.merchantCode);
    return state.games.catalog.games
      .filter(
        (game) =>
          HOT_TYPES.includes(game.gameType) &&
          !game.maintenance &&
          (query.vassalage === undefined || game.vassalage === query.vassalage),
      )
      .sort((a, b) => b.basePlays - a.basePlays || a.nodeId - b.nodeId)
      .filter(firstOfItsName())
      .slice(0, state.games.hotCount)
      .map(toGameRecord);
  },

  'games.favoriteIds': (ctx) => ({
    nodeIds: favouritesOf(ctx.state.games, requireSession(ctx).username),
  }),

  'games.favoriteList': (ctx) => {
    const { state, query } = ctx;
    const ids = [...favouritesOf(state.games, requireSession(ctx).username)].reverse();
    const records = nodeRecords(state.games, ids).filter(
      (game) => query.gameType === undefined || game.gameType === query.gameType,
    );
    return paginate(records.map(toGameRecord), query.pageNum ?? 1, query.pageSize ?? 20);
  },

  'games.addFavorite': (ctx) => {
    const { state, body } = ctx;
    if (!state.games.catalog.byNodeId.has(body.nodeId)) throw new BackendError('game_not_found');
    return { nodeIds: addFavourite(state.games, requireSession(ctx).username, body.nodeId) };
  },

  'games.removeFavorite': (ctx) => ({
    nodeIds: removeFavourite(ctx.state.games, requireSession(ctx).username, ctx.query.nodeId),
  }),

  'games.recent': (ctx) => {
    const ids = recentOf(ctx.state.games, requireSession(ctx).username);
    return nodeRecords(ctx.state.games, ids)
      .slice(0, ctx.query.limit ?? 12)
      .map(toGameRecord);
  },

  'games.launch': (ctx) => {
    const url = launchGameUrl(ctx, ctx.query);
    // Every name clients read the address by: url, gameUrl, content.game_url.
    return { url, gameUrl: url, content: { game_url: url } };
  },

  'games.launchRelay': (ctx) => ({ content: { game_url: launchGameUrl(ctx, ctx.query) } }),

  'games.pvpRooms': ({ state, query }) => pvpRooms(state.games, query.vassalage, query.gameCode),
} satisfies HandlerMap;
