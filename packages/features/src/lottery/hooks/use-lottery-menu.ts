import { useMemo } from 'react';
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
  const groupsData = rules.menu === 'vn' ? vn.data : byMode.data;
  // The same menu object for the same answer, so the blocks given it do not render again.
  const menu = useMemo((): PrizeModeMenu | undefined => {
    if (!offered || groupsData === undefined) return undefined;
    if (rules.menu === 'vn') return { prizeMode, groups: groupsData as PrizeModeMenu['groups'] };
    const games = groupsData as LotteryGame[];
    return { prizeMode, groups: games.length > 0 ? [{ group: null, games }] : [] };
  }, [offered, groupsData, rules.menu, prizeMode]);
  const answer = rules.menu === 'vn' ? vn : byMode;
  return {
    menu,
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
  const lott = usePrizeModeMenu(rules, 'LOTT');
  const zy = usePrizeModeMenu(rules, 'ZY');
  const elott = usePrizeModeMenu(rules, 'ELOTT');
  const sea = usePrizeModeMenu(rules, 'SEA');
  const answers: Record<PrizeMode, ModeAnswer> = { LOTT: lott, ZY: zy, ELOTT: elott, SEA: sea };
  const offered = rules.prizeModes.map((mode) => answers[mode]);
  const [lottMenu, zyMenu, elottMenu, seaMenu] = [lott.menu, zy.menu, elott.menu, sea.menu];
  // The same list while its menus are the same, so the blocks given it do not render again.
  const menus = useMemo(() => {
    const byMode = { LOTT: lottMenu, ZY: zyMenu, ELOTT: elottMenu, SEA: seaMenu };
    return rules.prizeModes.flatMap((mode) => {
      const menu = byMode[mode];
      return menu && menu.groups.length > 0 ? [menu] : [];
    });
  }, [rules.prizeModes, lottMenu, zyMenu, elottMenu, seaMenu]);
  return {
    menus,
    isLoading: offered.some((answer) => answer.isLoading),
    failed: offered.length > 0 && offered.every((answer) => answer.failed),
  };
}
