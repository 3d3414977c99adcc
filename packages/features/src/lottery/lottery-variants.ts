import type { PrizeMode } from '@wl/core';

/** Which lottery screen a page shows. docs/product/games.md#lottery-screens */
export type LotteryVariant = 'vn' | 'sea' | 'lott';

export interface LotteryVariantRules {
  /** The lobby's `lottoArea`. */
  area: 'VN' | 'SEA';
  /** Prize modes offered, the first one preselected (unless the asked game is of another). */
  prizeModes: readonly PrizeMode[];
  /** Whether the games come from the VN menu (with groups and a recent list) or by prize mode. */
  menu: 'vn' | 'byPrizeMode';
}

/** docs/product/games.md#lottery-screens */
export const LOTTERY_VARIANTS: Record<LotteryVariant, LotteryVariantRules> = {
  vn: { area: 'VN', prizeModes: ['LOTT', 'ZY'], menu: 'vn' },
  sea: { area: 'SEA', prizeModes: ['SEA', 'ELOTT'], menu: 'byPrizeMode' },
  lott: { area: 'VN', prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'], menu: 'byPrizeMode' },
};
