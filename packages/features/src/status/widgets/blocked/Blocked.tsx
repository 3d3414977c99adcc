import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '@wl/core';
import type { WidgetProps } from '@wl/widgets';
import { blockedLines } from '../../status-lines.js';
import { StatusView } from '../../StatusView.js';
import type { BlockedSettings } from './settings.gen.js';

/** System status 2: access restricted by IP or location, with the visitor's IP address. */
export default function Blocked({ settings }: WidgetProps<BlockedSettings>) {
  const { t } = useTranslation();
  const { data } = useSystemStatus();
  return (
    <StatusView
      widget="blocked"
      title={t('status.blocked.title')}
      image={settings.image}
      customerServiceLabel={t('status.blocked.customerService')}
      lines={blockedLines((key, values) => t(key, { ...values }), data?.ip ?? '')}
    />
  );
}
