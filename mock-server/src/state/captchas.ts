import type { AuthState } from './auth-state.js';

/** A captcha answer is accepted for this long after the image was drawn. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** Remembers the answer of a client's new captcha; any earlier one of that client is forgotten. */
export function rememberCaptcha(
  auth: AuthState,
  clientKey: string,
  answer: string,
  now: Date,
): void {
  auth.captchas.set(clientKey, { answer, expiresAt: now.getTime() + CAPTCHA_TTL_MS });
}

/**
 * Checks a client's answer (case-insensitive) against its latest captcha. The captcha is used up
 * by the check whatever the outcome, so each image allows one attempt.
 */
export function takeCaptcha(
  auth: AuthState,
  clientKey: string,
  answer: string,
  now: Date,
): boolean {
  const issued = auth.captchas.get(clientKey);
  auth.captchas.delete(clientKey);
  if (!issued || issued.expiresAt <= now.getTime()) return false;
  return issued.answer.toUpperCase() === answer.trim().toUpperCase();
}
