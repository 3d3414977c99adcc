import { useTranslation } from 'react-i18next';
import { formatDateTime, useCurrentLanguage, useSystemStatus } from '@wl/core';
import type { WidgetProps } from '@wl/widgets';
import { StatusView } from '../../StatusView.js';
import { MAINTENANCE_LINE_KEYS } from './maintenance-lines.js';
import type { MaintenanceSettings } from './settings.gen.js';

/** System status 1: what is happening, when it should end, and how to reach customer service. */
export default function Maintenance({ settings }: WidgetProps<MaintenanceSettings>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { data } = useSystemStatus();
  const end = data?.maintenanceEnd ? formatDateTime(data.maintenanceEnd, lng) : null;
  const lines = MAINTENANCE_LINE_KEYS.map((key) => t(key)).filter((line) => line.trim() !== '');

  return (
    <StatusView
      widget="maintenance"
      title={t('status.maintenance.title')}
      image={settings.image}
      customerServiceLabel={t('status.maintenance.customerService')}
    >
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {end !== null && (
        <p className="font-semibold" data-testid="maintenance-end">
          {t('status.maintenance.expectedEnd', { time: end })}
        </p>
      )}
    </StatusView>
  );
}
