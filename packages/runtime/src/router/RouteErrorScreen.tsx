import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** Last resort when rendering a route throws: a message and a reload, never a blank page. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-lg">{t('errors.system')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </div>
  );
}
