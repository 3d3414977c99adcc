import { useTranslation } from 'react-i18next';
import { formatDateTime, useCurrentLanguage, useSystemStatus } from '@wl/core';
import type { WidgetProps } from '@wl/widgets';
import { maintenanceLines } from '../../status-lines.js';
import { StatusView } from '../../StatusView.js';
import type { MaintenanceSettings } from './settings.gen.js';

/** System status 1: what is happening, when it should end, and how to reach customer service. */
export default function Maintenance({ settings }: WidgetProps<MaintenanceSettings>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { data } = useSystemStatus();
  const end = data?.maintenanceEnd ? formatDateTime(data.maintenanceEnd, lng) : null;
  return (
    <StatusView
      widget="maintenance"
      title={t('status.maintenance.title')}
      image={settings.image}
      customerServiceLabel={t('status.maintenance.customerService')}
      lines={maintenanceLines((key, values) => t(key, { ...values }), end)}
    />
  );
}
