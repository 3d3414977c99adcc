import { useTranslation } from 'react-i18next';
import { MainScreen, type WidgetProps } from '@wl/widgets';
import type { PromotionsSettings } from './settings.gen.js';

/** The promotions page: the promotions on offer. Its body is being built; until then it says so. */
export default function Promotions({ settings }: WidgetProps<PromotionsSettings>) {
  const { t } = useTranslation();
  return <MainScreen widget="promotions" title={t(settings.titleKey)} />;
}
