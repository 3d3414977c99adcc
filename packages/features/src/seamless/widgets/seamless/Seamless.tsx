import { useTranslation } from 'react-i18next';
import { MainScreen, type WidgetProps } from '@wl/widgets';
import type { SeamlessSettings } from './settings.gen.js';

/** The seamless games page. Its body is being built; until then it says so. */
export default function Seamless({ settings }: WidgetProps<SeamlessSettings>) {
  const { t } = useTranslation();
  return <MainScreen widget="seamless" title={t(settings.titleKey)} />;
}
