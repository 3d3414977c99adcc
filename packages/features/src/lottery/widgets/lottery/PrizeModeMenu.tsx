import { useTranslation } from 'react-i18next';
import type { PrizeMode } from '@wl/core';
import type { PrizeModeMenu as Menu } from '../../hooks/use-lottery-menu.js';
import { PrizeModeMenuView } from './PrizeModeMenuView.js';

interface PrizeModeMenuProps {
  menus: readonly Menu[];
  prizeMode: PrizeMode;
  gameCode: string | undefined;
  onPrizeMode: (prizeMode: PrizeMode) => void;
  onGame: (prizeMode: PrizeMode, gameCode: string) => void;
}

/** Prize mode tabs (the modes that have games) and the chosen mode's games, in the visitor's language. */
export function PrizeModeMenu({
  menus,
  prizeMode,
  gameCode,
  onPrizeMode,
  onGame,
}: PrizeModeMenuProps) {
  const { t } = useTranslation();
  return (
    <PrizeModeMenuView
      modes={menus.map((menu) => menu.prizeMode)}
      menu={menus.find((menu) => menu.prizeMode === prizeMode)}
      gameCode={gameCode}
      texts={{
        games: t('lottery.games'),
        prizeModes: t('lottery.prizeModes'),
        mode: (mode) => t(`lottery.prizeMode.${mode}`),
        group: (group) => t(`lottery.group.${group}`, { defaultValue: group }),
      }}
      onPrizeMode={onPrizeMode}
      onGame={onGame}
    />
  );
}
