import { describe, expect, it } from 'vitest';
import type { LotteryGame, PrizeMode } from '@wl/core';
import type { PrizeModeMenu } from './hooks/use-lottery-menu.js';
import { selectLottery } from './selection.js';

const game = (gameCode: string, prizeMode: PrizeMode): LotteryGame => ({
  gameCode,
  gameName: gameCode,
  vassalage: 'TCG_LOTTO_VN',
  prizeMode,
  icon: null,
  nextDrawTime: null,
});

const menus: PrizeModeMenu[] = [
  { prizeMode: 'LOTT', groups: [{ group: 'North', games: [game('MB', 'LOTT')] }] },
  {
    prizeMode: 'ZY',
    groups: [{ group: 'Fast', games: [game('ST1', 'ZY'), game('ST3', 'ZY')] }],
  },
];

describe('selectLottery', () => {
  it('opens the game the address asks for, in its own prize mode', () => {
    expect(selectLottery(menus, { gameCode: 'ST3' })).toEqual({
      prizeMode: 'ZY',
      game: game('ST3', 'ZY'),
    });
  });

  it('falls back to the first game of the asked prize mode, then of the first mode', () => {
    expect(selectLottery(menus, { prizeMode: 'ZY', gameCode: 'NOPE' })?.game?.gameCode).toBe('ST1');
    expect(selectLottery(menus, { gameCode: 'NOPE' })?.game?.gameCode).toBe('MB');
    expect(selectLottery(menus, {})).toEqual({ prizeMode: 'LOTT', game: game('MB', 'LOTT') });
  });

  it('has nothing to show without games', () => {
    expect(selectLottery([], { gameCode: 'MB' })).toBeUndefined();
  });
});
