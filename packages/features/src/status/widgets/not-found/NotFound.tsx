import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@wl/widgets';
import { RouteNotice } from '../../RouteNotice.js';
import type { NotFoundSettings } from './settings.gen.js';

/** Any address the site does not know: a message and a way home. */
export default function NotFound(_props: WidgetProps<NotFoundSettings>) {
  const { t } = useTranslation();
  return (
    <RouteNotice
      widget="not-found"
      title={t('routes.notFound')}
      before={
        <p className="text-6xl font-bold opacity-30" aria-hidden="true">
          404
        </p>
      }
    />
  );
}
