import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@wl/paths';
import type { WidgetProps } from '@wl/widgets';
import type { NotFoundSettings } from './settings.gen.js';

/** Any address the site does not know: a message and a way home. */
export default function NotFound(_props: WidgetProps<NotFoundSettings>) {
  const { t } = useTranslation();
  return (
    <div
      data-widget="not-found"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center"
    >
      <p className="text-6xl font-bold opacity-30" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t('routes.notFound')}</h1>
      <Link to={paths.home()} className="btn btn-primary">
        {t('routes.backHome')}
      </Link>
    </div>
  );
}
