import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@wl/paths';
import type { WidgetProps } from '@wl/widgets';
import type { NotAvailableSettings } from './settings.gen.js';

/** A route whose gate is closed for this site: a message and a way home. */
export default function NotAvailable(_props: WidgetProps<NotAvailableSettings>) {
  const { t } = useTranslation();
  return (
    <div
      data-widget="not-available"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center"
    >
      <h1 className="text-2xl font-semibold">{t('status.notAvailable.title')}</h1>
      <p>{t('status.notAvailable.message')}</p>
      <Link to={paths.home()} className="btn btn-primary">
        {t('routes.backHome')}
      </Link>
    </div>
  );
}
