import type { SWRConfiguration } from 'swr';
import { ApiError, type ApiErrorKind } from '../api/api-error.js';

const RETRYABLE: readonly ApiErrorKind[] = ['network', 'timeout', 'server'];

/** Retry only failures that may pass on their own; a refused or gated call stays failed. */
export function shouldRetry(error: unknown): boolean {
  return !(error instanceof ApiError) || RETRYABLE.includes(error.kind);
}

/** For data that does not change while the page is open (system configuration). */
export const STATIC_DATA: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: shouldRetry,
};
