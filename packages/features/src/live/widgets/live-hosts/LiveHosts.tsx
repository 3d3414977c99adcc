import { useTranslation } from 'react-i18next';
import { MainScreen, type WidgetProps } from '@wl/widgets';
import type { LiveHostsSettings } from './settings.gen.js';

/** Live-streamed hosts a player can watch and chat with. Its body is being built; until then it says so. */
export default function LiveHosts({ settings }: WidgetProps<LiveHostsSettings>) {
  const { t } = useTranslation();
  return <MainScreen widget="live-hosts" title={t(settings.titleKey)} />;
}
