import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@wl/paths';

interface RouteNoticeProps {
  /** The widget's name, on the notice's root. */
  widget: string;
  title: string;
  /** What stands above the title (a large code) and below it (a message). */
  before?: ReactNode;
  children?: ReactNode;
}

/** A page the visitor cannot use (unknown or gated off): a title, a message and a way home. */
export function RouteNotice({ widget, title, before, children }: RouteNoticeProps) {
  const { t } = useTranslation();
  return (
    <div
      data-widget={widget}
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center"
    >
      {before}
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
      <Link to={paths.home()} className="btn btn-primary">
        {t('routes.backHome')}
      </Link>
    </div>
  );
}
