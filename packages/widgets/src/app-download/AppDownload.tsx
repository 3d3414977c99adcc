import { useTranslation } from 'react-i18next';
import { useTenant } from '@wl/core';
import { isExternalHref } from '@wl/paths';
import type { WidgetProps } from '../define-widget.js';
import type { AppDownloadSettings } from './settings.gen.js';
import { QrCode } from './QrCode.js';

/** The apps in the order they are shown, with the key of their name. */
const APPS = [
  { app: 'ios', nameKey: 'widgets.appDownload.ios' },
  { app: 'android', nameKey: 'widgets.appDownload.android' },
  { app: 'iosLite', nameKey: 'widgets.appDownload.iosLite' },
] as const;

/** App download with a QR code per app (docs/product/routes.md#home). */
export default function AppDownload({ settings }: WidgetProps<AppDownloadSettings>) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const apps = APPS.flatMap(({ app, nameKey }) => {
    const href = tenant.appDownload[app];
    return href !== undefined && isExternalHref(href) ? [{ app, href, name: t(nameKey) }] : [];
  });
  if (apps.length === 0) return <section data-widget="app-download" hidden />;
  return (
    <section data-widget="app-download" className="mx-auto w-full max-w-7xl px-4 py-10">
      <h2 className="text-2xl font-bold">{t(settings.titleKey, { name: tenant.displayName })}</h2>
      <p className="mt-1 opacity-80">{t(settings.subtitleKey, { name: tenant.displayName })}</p>
      <ul className="mt-6 flex flex-wrap gap-8">
        {apps.map(({ app, href, name }) => (
          <li key={app} className="flex flex-col items-center gap-3">
            <QrCode value={href} label={t('widgets.appDownload.qrLabel', { app: name })} />
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-primary btn-sm"
            >
              {t('widgets.appDownload.download', { app: name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
