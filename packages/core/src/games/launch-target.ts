import type { GameType, IsGame } from '@wl/api';
import { paths } from '@wl/paths';

/**
 * What can be launched: a game record (with its `nodeId`) or a vendor card (without one). Both
 * `GameRecord` and `GameVendor` of @wl/api fit.
 */
export interface LaunchTarget {
  vassalage: string;
  gameType: GameType;
  isGame: IsGame;
  gameCode?: string | null;
  /** The game's node id; a vendor card has none. */
  nodeId?: number;
  maintenance?: boolean;
  /** The name shown for a vendor (its popup game list's title). */
  displayName?: string;
  gameName?: string;
}

/** Where a launch leads once the visitor may play. docs/product/games.md#launch-branches */
export type LaunchStep =
  | { kind: 'route'; path: string }
  | { kind: 'vendorGames'; vassalage: string; gameType: GameType; displayName: string }
  | { kind: 'maintenance' }
  | { kind: 'launch' };

/** Vassalage codes with a lottery screen of their own. docs/product/routes.md#launch-routes */
const VN_LOTTERY = 'TCG_LOTTO_VN';
const SEA_LOTTERY = 'TCG_SEA';
const LOTTERY_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];

/** A vendor rather than one of its games: a vendor card, or a record standing for a vendor. */
function isVendor(target: LaunchTarget): boolean {
  return target.nodeId === undefined || target.isGame === 'VASSALAGE';
}

/**
 * The launch branch by vassalage, for a signed-in member (docs/product/games.md#launch-branches):
 * the lottery screens (which show their own draws), a game or vendor under maintenance, the slot
 * list of an RNG vendor, a VASSALAGE vendor's popup game list, else the launch call.
 */
export function launchStepOf(target: LaunchTarget): LaunchStep {
  const gameCode = target.gameCode ?? undefined;
  if (target.vassalage === VN_LOTTERY)
    return { kind: 'route', path: paths.vnLottery({ gameCode }) };
  if (target.vassalage === SEA_LOTTERY)
    return { kind: 'route', path: paths.seaLottery({ gameCode }) };
  if (LOTTERY_TYPES.includes(target.gameType))
    return { kind: 'route', path: paths.lottery({ gameCode }) };
  if (target.maintenance === true) return { kind: 'maintenance' };
  if (target.gameType === 'RNG' && isVendor(target))
    return { kind: 'route', path: paths.rng({ vassalage: target.vassalage }) };
  if (target.isGame === 'VASSALAGE') {
    const displayName = target.displayName ?? target.gameName ?? target.vassalage;
    return {
      kind: 'vendorGames',
      vassalage: target.vassalage,
      gameType: target.gameType,
      displayName,
    };
  }
  return { kind: 'launch' };
}
