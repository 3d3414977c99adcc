import type { IncomingHttpHeaders } from 'node:http';
import { BackendError } from '../backend-error.js';
import { takeCaptcha } from '../state/captchas.js';
import type { MerchantState } from '../state/merchant-state.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import { captchaClientKey } from './client-key.js';

export interface CaptchaAnswer {
  state: MerchantState;
  ip: string;
  headers: IncomingHttpHeaders;
  answer: string | undefined;
  now: Date;
  /** The failure's value (a login answers `{ captcha: true }` so the client shows the captcha). */
  failureValue?: unknown;
}

/**
 * Checks the answer against the caller's latest captcha, using it up: none sent →
 * `captcha_required`, wrong, expired or never drawn → `captcha_incorrect`.
 */
export function assertCaptcha({
  state,
  ip,
  headers,
  answer,
  now,
  failureValue,
}: CaptchaAnswer): void {
  const value = failureValue ?? null;
  if (!answer?.trim()) throw new BackendError(ACCOUNT_MESSAGES.captchaRequired, { value });
  if (!takeCaptcha(state.auth, captchaClientKey(ip, headers), answer, now)) {
    throw new BackendError(ACCOUNT_MESSAGES.captchaIncorrect, { value });
  }
}
