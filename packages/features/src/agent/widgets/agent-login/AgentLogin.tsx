import { useTranslation } from 'react-i18next';
import { MainScreen, type WidgetProps } from '@wl/widgets';
import type { AgentLoginSettings } from './settings.gen.js';

/** The agent portal login. Its body is being built; until then it says so. */
export default function AgentLogin({ settings }: WidgetProps<AgentLoginSettings>) {
  const { t } = useTranslation();
  return <MainScreen widget="agent-login" title={t(settings.titleKey)} />;
}
