/**
 * The launch rules shared by games.launch and games.launchRelay: member only (trial refused even if
 * the access rule is relaxed), a launch mode is required (HTTP 500 #727 system busy), a game or vendor under
 * maintenance is refused, free play only for the game types that offer it. The answer is an inert
 * URL on games.invalid carrying the launch parameters.
 */
import { isTrialType, type GamesLaunchQuery } from '@wl/api';
import { BackendError, requestParamError, systemBusy } from '../backend-error.js';
import { requireSession, type HandlerContext } from '../handler.js';
import type { CatalogGame } from '../state/game-catalog.js';
import { recordLaunch } from '../state/games-state.js';
import type { LotteryGameFixture } from '../state/lottery-draws.js';
import { findLotteryGame, recordLotteryLaunch } from '../state/lottery-state.js';
import type { MerchantState } from '../state/merchant-state.js';

/** Backend message keys of the launch failures (games.json `errors`). */
export const LAUNCH_ERRORS = {
  gameMaintenance: 'game_maintenance',
  trialRefused: 'trial_account_not_allowed',
} as const;

/** Host of every launch URL the mock answers: reserved, never resolves. */
export const LAUNCH_HOST = 'https://games.invalid';

type LaunchContext = Pick<
  HandlerContext<'games.launch'>,
  'state' | 'session' | 'tenant' | 'language'
>;

function launchUrl(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  return `${LAUNCH_HOST}${path}?${search.toString()}`;
}

function assertPlayable(maintenance: boolean): void {
  if (maintenance) throw new BackendError(LAUNCH_ERRORS.gameMaintenance);
}

function launchLottery(
  state: MerchantState,
  username: string,
  query: GamesLaunchQuery,
  language: string,
): string {
  const code = query.lottoGameCode ?? query.gameCode;
  const game = code === undefined ? undefined : findLotteryGame(state.lottery, code);
  if (code !== undefined && !game) throw requestParamError();
  if (game && query.lottoPrizeMode !== undefined && game.prizeMode !== query.lottoPrizeMode) {
    throw requestParamError();
  }
  if (game) {
    assertPlayable(game.maintenance === true);
    recordLotteryLaunch(state.lottery, username, game.gameCode);
  }
  return launchUrl('/lottery', {
    lottoArea: query.lottoArea ?? (game?.vassalage === 'TCG_SEA' ? 'SEA' : 'VN'),
    lottoPrizeMode: query.lottoPrizeMode ?? game?.prizeMode,
    lottoGameCode: game?.gameCode,
    lottoView: query.lottoView ?? (game ? 'betting' : 'lobby'),
    device: query.device ?? 'WEB',
    backUrl: query.backUrl,
    language,
  });
}

function findCatalogGame(
  state: MerchantState,
  vassalage: string,
  gameCode: string | undefined,
): CatalogGame | undefined {
  if (gameCode === undefined) return undefined;
  return state.games.catalog.games.find(
    (g) => g.vassalage === vassalage && g.gameCode === gameCode,
  );
}

function lotteryGameOfVendor(
  state: MerchantState,
  vassalage: string,
  gameCode: string | undefined,
): LotteryGameFixture | undefined {
  if (gameCode === undefined) return undefined;
  const game = findLotteryGame(state.lottery, gameCode);
  return game?.vassalage === vassalage ? game : undefined;
}

/** A `gameId` of digits is a node id (the query string does not say which form was meant). */
function nodeIdOf(gameId: GamesLaunchQuery['gameId']): number | undefined {
  if (typeof gameId === 'number') return gameId;
  return gameId !== undefined && /^\d{1,9}$/.test(gameId) ? Number(gameId) : undefined;
}

/** A `gameId` that is not a node id: the game's code. */
function codeOf(gameId: GamesLaunchQuery['gameId']): string | undefined {
  return typeof gameId === 'string' && nodeIdOf(gameId) === undefined ? gameId : undefined;
}

/**
 * The game a client names by node id (`nodeId`, or `gameId` as public clients send it) or by its
 * room (`roomId`, the node id in the mock); a `gameId` that is a code must be that game's code. An
 * id that names no game, or ids that disagree → request_param_err. docs/product/games.md#launch
 */
function gameByNode(state: MerchantState, query: GamesLaunchQuery): CatalogGame | undefined {
  const numericGameId = nodeIdOf(query.gameId);
  const ids = [query.nodeId, numericGameId, query.roomId].filter((id) => id !== undefined);
  const [nodeId] = ids;
  if (nodeId === undefined) return undefined;
  const game = state.games.catalog.byNodeId.get(nodeId);
  if (!game || ids.some((id) => id !== nodeId)) throw requestParamError();
  const code = codeOf(query.gameId);
  if (code !== undefined && code !== game.gameCode) throw requestParamError();
  if (query.vassalage !== undefined && query.vassalage !== game.vassalage)
    throw requestParamError();
  return game;
}

/**
 * Checks a launch and answers the URL to open; records the game as played by the account. The game
 * is named by node id or by vassalage + gameCode; only a vendor without a named game opens its lobby.
 */
export function launchGameUrl(ctx: LaunchContext, query: GamesLaunchQuery): string {
  const session = requireSession(ctx);
  if (isTrialType(session.type)) throw new BackendError(LAUNCH_ERRORS.trialRefused);
  const launchMode = query.launchMode?.trim();
  if (!launchMode) throw systemBusy();
  const language = query.language ?? ctx.language ?? ctx.tenant.tenant.languages.default;
  const { state } = ctx;
  if (launchMode === 'LOTT') return launchLottery(state, session.username, query, language);

  const named = gameByNode(state, query);
  const vassalage = named?.vassalage ?? query.vassalage;
  const gameCode = named?.gameCode ?? query.gameCode ?? codeOf(query.gameId);
  if (vassalage === undefined) throw requestParamError();
  const vendors = state.games.catalog.vendors.filter((v) => v.vassalage === vassalage);
  if (vendors.length === 0) throw requestParamError();

  // A vendor that launches directly (isGame GAME) opens its own game when none is named.
  const code = gameCode ?? vendors.find((v) => v.isGame === 'GAME')?.gameCode ?? undefined;
  const lotteryGame = lotteryGameOfVendor(state, vassalage, code);
  if (lotteryGame) {
    const lotteryQuery = { ...query, lottoGameCode: lotteryGame.gameCode };
    return launchLottery(state, session.username, lotteryQuery, language);
  }
  const game = findCatalogGame(state, vassalage, code);
  if (code !== undefined && !game) throw requestParamError();
  const vendorOfGame = game ? vendors.find((v) => v.gameType === game.gameType) : vendors[0];
  assertPlayable(vendorOfGame?.maintenance === true || game?.maintenance === true);

  const freePlay = (query.accountType ?? 1) === 0;
  const gameType = game?.gameType ?? vendorOfGame?.gameType;
  if (freePlay && (gameType === undefined || !state.games.freePlayTypes.includes(gameType))) {
    throw requestParamError();
  }
  if (game) recordLaunch(state.games, session.username, game.nodeId);
  return launchUrl('/play', {
    vassalage,
    gameCode: game?.gameCode,
    launchMode,
    mode: freePlay ? 'fun' : 'real',
    language,
  });
}
