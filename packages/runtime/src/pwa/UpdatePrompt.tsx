import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "A new version is available" with Reload and Later, announced politely to screen readers.
 * docs/architecture.md#installable-app
 */
export function UpdatePrompt({
  onReload,
  onDismiss,
}: {
  onReload: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  return (
    <div className="toast toast-bottom toast-center z-50">
      <section
        role="status"
        aria-label={t('pwa.update.label')}
        data-update-prompt
        className="alert flex flex-wrap shadow-lg"
      >
        <span>{t('pwa.update.message')}</span>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            onReload();
          }}
        >
          {t('pwa.update.reload')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDismiss}>
          {t('pwa.update.later')}
        </button>
      </section>
    </div>
  );
}
