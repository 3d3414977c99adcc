import { useTranslation } from 'react-i18next';
import { errorMessage } from '@wl/core';

/** The status call failed: say so and let the visitor try again. */
export function BootError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-boot="error"
      className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <p className="text-lg">{errorMessage(error, t)}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
