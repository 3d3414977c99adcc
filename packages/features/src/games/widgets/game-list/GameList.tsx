import { useTranslation } from 'react-i18next';
import { MainScreen, type WidgetProps } from '@wl/widgets';
import type { GameListSettings } from './settings.gen.js';

/** The game list of one category (for slots, of the vendor named by ?vassalage=). Its body is being built; until then it says so. */
export default function GameList({ settings }: WidgetProps<GameListSettings>) {
  const { t } = useTranslation();
  return <MainScreen widget="game-list" title={t(`nav.${settings.gameType}`)} />;
}
