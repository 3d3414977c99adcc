import type { GameRecord, GameType, GameVendor } from '@wl/api';
import { GAME_TYPES } from '@wl/tenant-config';
import { asRecord, firstBoolean, firstNumber, firstString, isRecord } from './raw.js';

/** A game type code, or undefined for anything else. */
export function gameTypeOf(value: unknown): GameType | undefined {
  return GAME_TYPES.find((type) => type === value);
}

/** What a list gives its entries when they do not say it themselves. */
export interface GameContext {
  vassalage?: string;
  gameType?: GameType;
}

/**
 * One game (docs/product/games.md). Public clients read nodeId, gameName (or defaultLanguage),
 * defaultIcon / showIcon / icon, and gameCode (or nodeTypeManageId). Undefined without a node id
 * or a name: such an entry cannot be shown or launched.
 */
export function toGame(value: unknown, context: GameContext = {}): GameRecord | undefined {
  const raw = asRecord(value);
  const nodeId = firstNumber(raw, 'nodeId', 'gameId');
  const gameName = firstString(raw, 'gameName', 'defaultLanguage', 'name');
  if (nodeId === undefined || !gameName) return undefined;
  const gameType = gameTypeOf(raw.gameType) ?? context.gameType;
  return {
    nodeId,
    gameName,
    icon: firstString(raw, 'icon', 'defaultIcon', 'showIcon') ?? null,
    gameCode: firstString(raw, 'gameCode', 'nodeTypeManageId') ?? String(nodeId),
    vassalage: firstString(raw, 'vassalage', 'accountTypeName') ?? context.vassalage ?? '',
    gameType: gameType ?? 'RNG',
    isGame: raw.isGame === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
    maintenance: firstBoolean(raw, 'maintenance') ?? false,
  };
}

/** The games of a list, entries that are not games left out. */
export function toGames(values: readonly unknown[], context: GameContext = {}): GameRecord[] {
  return values.map((v) => toGame(v, context)).filter((g): g is GameRecord => g !== undefined);
}

/**
 * One vendor card. Public clients read vassalage (or accountTypeName), displayName and
 * smallIcon; the rest defaults to a vendor whose popup lists its games.
 */
export function toVendor(value: unknown, gameType: GameType): GameVendor | undefined {
  if (!isRecord(value)) return undefined;
  const vassalage = firstString(value, 'vassalage', 'accountTypeName');
  if (!vassalage) return undefined;
  const isGame = value.isGame === 'GAME' ? 'GAME' : 'VASSALAGE';
  return {
    vassalage,
    displayName: firstString(value, 'displayName', 'name') ?? vassalage,
    gameType: gameTypeOf(value.gameType) ?? gameType,
    smallIcon: firstString(value, 'smallIcon', 'icon') ?? null,
    isGame,
    gameCode: isGame === 'GAME' ? (firstString(value, 'gameCode') ?? null) : null,
    maintenance: firstBoolean(value, 'maintenance') ?? false,
  };
}
