import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Any path the app does not know. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <div
      data-page="notFound"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center"
    >
      <p className="text-6xl font-bold opacity-30" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t('routes.notFound')}</h1>
      <Link to="/" className="btn btn-primary">
        {t('routes.backHome')}
      </Link>
    </div>
  );
}
