import type { LotteryGame, PrizeMode } from '@wl/core';
import { useEndpoint } from '@wl/core';
import type { LotteryVariantRules } from '../lottery-variants.js';

/** The games of one prize mode, in menu groups (one unnamed group when the call has none). */
export interface PrizeModeMenu {
  prizeMode: PrizeMode;
  groups: { group: string | null; games: LotteryGame[] }[];
}

interface ModeAnswer {
  menu: PrizeModeMenu | undefined;
  isLoading: boolean;
  failed: boolean;
}

/** One prize mode's games, when the screen offers that mode (else no call). */
function usePrizeModeMenu(rules: LotteryVariantRules, prizeMode: PrizeMode): ModeAnswer {
  const offered = rules.prizeModes.includes(prizeMode);
  const query = { prizeMode, device: 'WEB' as const };
  const vn = useEndpoint('lottery.vnMenu', { query }, { enabled: offered && rules.menu === 'vn' });
  const byMode = useEndpoint(
    'games.byPrizeMode',
    { query },
    { enabled: offered && rules.menu === 'byPrizeMode' },
  );
  const groups =
    rules.menu === 'vn'
      ? vn.data
      : byMode.data && (byMode.data.length > 0 ? [{ group: null, games: byMode.data }] : []);
  const answer = rules.menu === 'vn' ? vn : byMode;
  return {
    menu: offered && groups ? { prizeMode, groups } : undefined,
    isLoading: offered && answer.isLoading,
    failed: offered && answer.error !== undefined,
  };
}

/**
 * The lottery games of a screen, per prize mode in the screen's order
 * (docs/product/games.md#lottery-screens): the VN menu (prizeMode, device WEB) on the Vietnamese
 * screen, the games by prize mode on the others. Modes without games are left out.
 */
export function useLotteryMenu(rules: LotteryVariantRules): {
  menus: PrizeModeMenu[];
  isLoading: boolean;
  failed: boolean;
} {
  const answers: Record<PrizeMode, ModeAnswer> = {
    LOTT: usePrizeModeMenu(rules, 'LOTT'),
    ZY: usePrizeModeMenu(rules, 'ZY'),
    ELOTT: usePrizeModeMenu(rules, 'ELOTT'),
    SEA: usePrizeModeMenu(rules, 'SEA'),
  };
  const offered = rules.prizeModes.map((mode) => answers[mode]);
  return {
    menus: offered.flatMap((answer) =>
      answer.menu && answer.menu.groups.length > 0 ? [answer.menu] : [],
    ),
    isLoading: offered.some((answer) => answer.isLoading),
    failed: offered.length > 0 && offered.every((answer) => answer.failed),
  };
}
