import { useTranslation } from 'react-i18next';
import { MainScreen, type WidgetProps } from '@wl/widgets';
import type { AgentCenterSettings } from './settings.gen.js';

/** The agent centre: team, records and income. Its body is being built; until then it says so. */
export default function AgentCenter({ settings }: WidgetProps<AgentCenterSettings>) {
  const { t } = useTranslation();
  return <MainScreen widget="agent-center" title={t(settings.titleKey)} />;
}
