import { useTranslation } from 'react-i18next';

interface RetryAlertProps {
  /** Why the content could not be shown, in words. */
  message: string;
  /** Asks again. */
  onRetry: () => void;
}

/** Content that failed to load: the reason, announced, and a "Try again" button. */
export function RetryAlert({ message, onRetry }: RetryAlertProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="alert alert-error">
      <span>{message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
