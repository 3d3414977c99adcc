import type { GameType } from '@wl/api';

/**
 * Props of the `notice` modal: a short message with one confirm button. The texts are dictionary
 * keys, so the window follows a language change; `message` (text the backend wrote for people)
 * is shown instead of `messageKey` when present.
 */
export type NoticeProps = {
  tone: 'info' | 'warning';
  messageKey: string;
  message?: string;
  /** Key of the confirm button's text; `common.confirm` when missing. */
  confirmKey?: string;
};

/**
 * Props of the `vendorGames` modal: the popup game list of one vendor (a vendor whose `isGame` is
 * VASSALAGE). docs/product/games.md#launch-branches
 */
export type VendorGamesProps = {
  vassalage: string;
  gameType: GameType;
  displayName: string;
};
