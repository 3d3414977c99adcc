import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '@wl/core';
import type { WidgetProps } from '@wl/widgets';
import { StatusView } from '../../StatusView.js';
import type { BlockedSettings } from './settings.gen.js';

/** System status 2: access restricted by IP or location, with the visitor's IP address. */
export default function Blocked({ settings }: WidgetProps<BlockedSettings>) {
  const { t } = useTranslation();
  const { data } = useSystemStatus();
  const ip = data?.ip ?? '';

  return (
    <StatusView
      widget="blocked"
      title={t('status.blocked.title')}
      image={settings.image}
      customerServiceLabel={t('status.blocked.customerService')}
    >
      {ip !== '' && (
        <p className="font-mono" data-testid="blocked-ip">
          {t('status.blocked.ip', { ip })}
        </p>
      )}
      <p>{t('status.blocked.message')}</p>
    </StatusView>
  );
}
