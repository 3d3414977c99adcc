import { useTranslation } from 'react-i18next';
import { MainScreen, type WidgetProps } from '@wl/widgets';
import type { GameCenterSettings } from './settings.gen.js';

/** The game centre of one category: its vendors and their games. Its body is being built; until then it says so. */
export default function GameCenter({ settings }: WidgetProps<GameCenterSettings>) {
  const { t } = useTranslation();
  return <MainScreen widget="game-center" title={t(`nav.${settings.gameType}`)} />;
}
