import { ApiError } from './api-error.js';
import { errorMessage, type Translate } from './error-message.js';

type TranslateWithDefault = (key: string, options: { defaultValue: string }) => string;

/**
 * Like `errorMessage`, for a feature that words the backend's refusals itself: a failure word
 * (`points_not_enough`) shows the feature's `<group>.<word>` text when its dictionary has one.
 */
export function errorMessageIn(error: unknown, t: TranslateWithDefault, group: string): string {
  const fallback = errorMessage(error, (key) => t(key, { defaultValue: key }));
  if (!(error instanceof ApiError) || !/^[a-z][a-z_]*$/.test(error.message)) return fallback;
  return t(`${group}.${error.message}`, { defaultValue: fallback });
}

/**
 * Like `errorMessage`, for a feature that words some of the backend's refusals itself: a failure
 * word found in `keys` shows that dictionary key's text.
 */
export function errorMessageBy(
  error: unknown,
  t: Translate,
  keys: Readonly<Record<string, string>>,
): string {
  const key = error instanceof ApiError ? keys[error.message] : undefined;
  return key === undefined ? errorMessage(error, t) : t(key);
}
