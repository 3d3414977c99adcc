import { ApiError } from './api-error.js';

export type Translate = (key: string) => string;

/**
 * The text to show for a failed call: the backend's own message when it sent one meant for
 * people (e.g. an SMS-code failure), otherwise the translated catalogue message.
 */
export function errorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) return error.serverMessage ?? t(error.i18nKey);
  return t('errors.system');
}
