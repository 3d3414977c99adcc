/**
 * The merchant's game tree: vendors per game type (fixtures/games.json) and the games generated
 * for each vendor, with the node ids favourites refer to.
 */
import type { GameRecord, GameType, GameVendor, IsGame } from '@wl/api';
import { GAME_TYPES as ALL_GAME_TYPES, NAV_ITEMS } from '@wl/tenant-config';
import { gameArtUrl, vendorArtUrl } from '../art/art-urls.js';
import { generatedGameName } from './game-names.js';
import { hashOf } from './seeded-random.js';

/** Every game type, in header order (docs/product/games.md#game-types): the navigation items that are game categories. */
export const GAME_TYPES: readonly GameType[] = NAV_ITEMS.filter((item): item is GameType =>
  (ALL_GAME_TYPES as readonly string[]).includes(item),
);

/** One vendor of a game type in fixtures/games.json. */
export interface VendorFixture {
  vassalage: string;
  displayName: string;
  /** VASSALAGE opens the vendor's popup game list; GAME launches its one game directly. */
  isGame: IsGame;
  /** Number of games to generate for a VASSALAGE vendor; a GAME vendor has exactly one. */
  games?: number;
  /** Code of a GAME vendor's game; `<vassalage>_<gameType>` when absent. */
  gameCode?: string;
  /** The whole vendor is under maintenance. */
  maintenance?: boolean;
  /** Every n-th generated game (n, 2n, …) is under maintenance. */
  maintenanceEvery?: number;
}

export interface PvpRoomTier {
  name: string;
  minBet: number;
  maxBet: number;
  maxPlayers: number;
}

/** fixtures/games.json */
export interface GamesFixture {
  /** Vendors per game type, in display order; a type with none is hidden. */
  vendors: Partial<Record<GameType, VendorFixture[]>>;
  /** Game types whose games offer free play (launch accountType 0). */
  freePlayTypes: GameType[];
  /** Length of the hot games list. */
  hotCount: number;
  pvpRoomTiers: PvpRoomTier[];
  /** How many wins the board holds, the (masked) names of their players and their range. */
  winners: { count: number; userNames: string[]; smallestWin: number; biggestWin: number };
}

/** A game of the catalog: its API schema record plus what the mock ranks it by. */
export interface CatalogGame extends GameRecord {
  /** Base popularity (plays in the last period), deterministic per game. */
  basePlays: number;
}

export interface GameCatalog {
  /** Vendors in header order of their type, then fixture order. */
  vendors: GameVendor[];
  games: CatalogGame[];
  byNodeId: Map<number, CatalogGame>;
}

const FIRST_NODE_ID = 1001;

/** `<vassalage>_<gameType>_<nnn>` for generated games. */
function generatedCode(vassalage: string, gameType: GameType, index: number): string {
  return `${vassalage}_${gameType}_${String(index + 1).padStart(3, '0')}`;
}

function vendorGames(fixture: VendorFixture, gameType: GameType): Omit<CatalogGame, 'nodeId'>[] {
  const maintenanceOf = (index: number): boolean =>
    fixture.maintenance === true ||
    (fixture.maintenanceEvery !== undefined && (index + 1) % fixture.maintenanceEvery === 0);
  const record = (gameCode: string, gameName: string, index: number) => ({
    vassalage: fixture.vassalage,
    gameCode,
    gameName,
    gameType,
    isGame: 'GAME' as const,
    // Each game's own thumbnail, drawn by the mock (art/art-routes.ts).
    icon: gameArtUrl(gameCode),
    maintenance: maintenanceOf(index),
    basePlays: hashOf(gameCode) % 5000,
  });
  if (fixture.isGame === 'GAME') {
    return [record(directGameCode(fixture, gameType), fixture.displayName, -1)];
  }
  return Array.from({ length: fixture.games ?? 0 }, (_, index) =>
    record(
      generatedCode(fixture.vassalage, gameType, index),
      generatedGameName(fixture.vassalage, gameType, index),
      index,
    ),
  );
}

function directGameCode(fixture: VendorFixture, gameType: GameType): string {
  return fixture.gameCode ?? `${fixture.vassalage}_${gameType}`;
}

/** Builds the catalog from the fixture; the same fixture always gives the same node ids. */
export function buildGameCatalog(fixture: GamesFixture): GameCatalog {
  const vendors: GameVendor[] = [];
  const games: CatalogGame[] = [];
  let nextNodeId = FIRST_NODE_ID;
  for (const gameType of GAME_TYPES) {
    for (const vendor of fixture.vendors[gameType] ?? []) {
      vendors.push({
        vassalage: vendor.vassalage,
        displayName: vendor.displayName,
        gameType,
        smallIcon: vendorArtUrl(vendor.vassalage),
        isGame: vendor.isGame,
        gameCode: vendor.isGame === 'GAME' ? directGameCode(vendor, gameType) : null,
        maintenance: vendor.maintenance ?? false,
      });
      for (const game of vendorGames(vendor, gameType)) {
        games.push({ ...game, nodeId: nextNodeId });
        nextNodeId += 1;
      }
    }
  }
  return { vendors, games, byNodeId: new Map(games.map((game) => [game.nodeId, game])) };
}

/** The API schema record of a catalog game (without the ranking fields). */
export function toGameRecord(game: CatalogGame): GameRecord {
  const { basePlays: _basePlays, ...record } = game;
  // The names other clients read the icon and name by; a game's room is its node in the mock.
  return { ...record, showIcon: game.icon, nodeName: game.gameName, roomId: game.nodeId };
}
