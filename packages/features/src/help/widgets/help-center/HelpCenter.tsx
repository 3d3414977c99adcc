import { useTranslation } from 'react-i18next';
import { MainScreen, type WidgetProps } from '@wl/widgets';
import type { HelpCenterSettings } from './settings.gen.js';

/** The help centre. Its body is being built; until then it says so. */
export default function HelpCenter({ settings }: WidgetProps<HelpCenterSettings>) {
  const { t } = useTranslation();
  return <MainScreen widget="help-center" title={t(settings.titleKey)} />;
}
