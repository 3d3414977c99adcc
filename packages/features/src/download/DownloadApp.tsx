import { useTranslation } from 'react-i18next';
import { useTenant } from '@wl/core';
import { isExternalHref } from '@wl/paths';
import type { PageConfig } from '@wl/tenant-config';
import { PageRenderer } from '@wl/widgets';
import { InstallLiteApp } from './InstallLiteApp.js';

/** The app-download block the page shows, with this page's heading. */
const DOWNLOAD_PAGE: PageConfig = {
  sections: {
    apps: {
      type: 'app-download',
      settings: {
        titleKey: 'download.title',
        subtitleKey: 'download.subtitle',
      },
    },
  },
  order: ['apps'],
};

/**
 * Download app (downloadApp): the tenant's iOS, Android and lite iOS apps with their QR codes,
 * drawn by the app-download block; a tenant without app links says so. Below, the site itself as
 * an installable lite app where the browser can install it.
 * docs/product/member.md#download-app
 */
export default function DownloadApp() {
  const { t } = useTranslation();
  const links = Object.values(useTenant().appDownload);
  return (
    <div data-page="downloadApp">
      {links.some((href) => href !== undefined && isExternalHref(href)) ? (
        <PageRenderer page={DOWNLOAD_PAGE} />
      ) : (
        <p>{t('download.none')}</p>
      )}
      <InstallLiteApp />
    </div>
  );
}
