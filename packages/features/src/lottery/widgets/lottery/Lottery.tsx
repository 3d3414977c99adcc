import { useTranslation } from 'react-i18next';
import { MainScreen, type WidgetProps } from '@wl/widgets';
import type { LotterySettings } from './settings.gen.js';

/** A lottery page: the game named by ?gameCode=. Its body is being built; until then it says so. */
export default function Lottery({ settings }: WidgetProps<LotterySettings>) {
  const { t } = useTranslation();
  return <MainScreen widget="lottery" title={t(settings.titleKey)} />;
}
