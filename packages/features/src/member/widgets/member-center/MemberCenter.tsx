import { useTranslation } from 'react-i18next';
import { MainScreen, type WidgetProps } from '@wl/widgets';
import type { MemberCenterSettings } from './settings.gen.js';

/** The member centre: account, wallet and records, one page at a time (/member?page=<name>). Its body is being built; until then it says so. */
export default function MemberCenter({ settings }: WidgetProps<MemberCenterSettings>) {
  const { t } = useTranslation();
  return <MainScreen widget="member-center" title={t(settings.titleKey)} />;
}
