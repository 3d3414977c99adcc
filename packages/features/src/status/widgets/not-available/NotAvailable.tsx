import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@wl/widgets';
import { RouteNotice } from '../../RouteNotice.js';
import type { NotAvailableSettings } from './settings.gen.js';

/** A route whose gate is closed for this site: a message and a way home. */
export default function NotAvailable(_props: WidgetProps<NotAvailableSettings>) {
  const { t } = useTranslation();
  return (
    <RouteNotice widget="not-available" title={t('status.notAvailable.title')}>
      <p>{t('status.notAvailable.message')}</p>
    </RouteNotice>
  );
}
