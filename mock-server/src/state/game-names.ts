import type { GameType } from '@wl/api';
import { hashOf } from './seeded-random.js';

const SLOT_FIRST = [
  'Fortune',
  'Golden',
  'Lucky',
  'Dragon',
  'Mystic',
  'Wild',
  'Treasure',
  'Jungle',
  'Pharaoh',
  'Panda',
  'Phoenix',
  'Koi',
  'Samurai',
  'Neon',
  'Candy',
  'Viking',
];
const SLOT_SECOND = [
  'Gems',
  'Spins',
  'Riches',
  'Empire',
  'Quest',
  'Legends',
  'Bonanza',
  'Fiesta',
  'Kingdom',
  'Tiger',
  'Reels',
  'Wilds',
];

const NAMES_BY_TYPE: Partial<Record<GameType, readonly string[]>> = {
  LIVE: [
    'Baccarat',
    'Speed Baccarat',
    'Roulette',
    'Blackjack',
    'Dragon Tiger',
    'Sic Bo',
    'Fan Tan',
    'Lightning Roulette',
    "Casino Hold'em",
    'Xoc Dia',
    'Bull Bull',
    'Andar Bahar',
  ],
  FISH: [
    'Ocean King',
    'Fishing God',
    'Mega Fishing',
    'Dragon Fishing',
    'Jackpot Fishing',
    'Happy Fishing',
    'Boom Legend',
    'Fishing War',
  ],
  PVP: [
    'Tien Len',
    'Phom',
    'Mau Binh',
    'Sam Loc',
    'Texas Poker',
    'Blackjack Duel',
    'Teen Patti',
    'Rummy',
    'Niu Niu',
    'Baccarat Duel',
    'Xi Dach',
  ],
};

/**
 * The name of the `index`-th game of a vendor in a game type. Slots combine two word lists (no
 * repeat within a vendor for the first 48 games); other types cycle a list of table and card
 * games. A name that comes round again gets a number.
 */
export function generatedGameName(vassalage: string, gameType: GameType, index: number): string {
  const seed = hashOf(`${vassalage}/${gameType}`);
  if (gameType === 'RNG') {
    const round = Math.floor(index / 48);
    const first = SLOT_FIRST[(seed + index) % SLOT_FIRST.length] ?? 'Lucky';
    const second = SLOT_SECOND[(seed * 7 + index * 5) % SLOT_SECOND.length] ?? 'Spins';
    return round === 0 ? `${first} ${second}` : `${first} ${second} ${round + 1}`;
  }
  const names = NAMES_BY_TYPE[gameType] ?? [gameType];
  const round = Math.floor(index / names.length);
  const name = names[(seed + index) % names.length] ?? gameType;
  return round === 0 ? name : `${name} ${round + 1}`;
}
