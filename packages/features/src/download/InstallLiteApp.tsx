import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt, useTenant } from '@wl/core';
import { currentBrowser, isIosSafari } from './ios-safari.js';

/**
 * The lite app: the site itself installed on the home screen. An "Install the lite app" button
 * where the browser offers to install it, the Share → Add to Home Screen steps on iOS Safari,
 * nothing elsewhere (or once installed). docs/product/member.md#download-app
 */
export function InstallLiteApp() {
  const { t } = useTranslation();
  const { displayName } = useTenant();
  const { canInstall, install } = useInstallPrompt();
  const [ios] = useState(() => isIosSafari(currentBrowser()));
  if (!canInstall && !ios) return null;
  return (
    <section
      aria-labelledby="lite-app-title"
      data-install="lite-app"
      className="mx-auto w-full max-w-7xl px-4 py-6"
    >
      <h2 id="lite-app-title" className="text-xl font-bold">
        {t('download.lite.title')}
      </h2>
      <p className="mt-1 opacity-80">{t('download.lite.body', { name: displayName })}</p>
      {canInstall ? (
        <button
          type="button"
          className="btn btn-primary btn-sm mt-4"
          onClick={() => void install()}
        >
          {t('download.lite.install')}
        </button>
      ) : (
        <p className="mt-4" data-install="ios-steps">
          {t('download.lite.iosSteps')}
        </p>
      )}
    </section>
  );
}
