import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@wl/core';
import { InlineLoader } from './InlineLoader.js';
import { RetryAlert } from './RetryAlert.js';

interface LoadedProps<T> {
  data: T | undefined;
  /** The call's failure, said in words instead of the content. */
  error?: unknown;
  /** Asks again: the failure then comes with a "Try again" button. */
  onRetry?: () => void;
  children: (data: T) => ReactNode;
}

/**
 * A call's answer once it is there: its failure in words (with a "Try again" button when the call
 * can be asked again), the loader while it comes, then the content.
 */
export function Loaded<T>({ data, error, onRetry, children }: LoadedProps<T>) {
  const { t } = useTranslation();
  if (error !== undefined && onRetry) {
    return <RetryAlert message={errorMessage(error, t)} onRetry={onRetry} />;
  }
  if (error !== undefined) {
    return (
      <p role="alert" className="text-error">
        {errorMessage(error, t)}
      </p>
    );
  }
  return data === undefined ? <InlineLoader /> : <>{children(data)}</>;
}
