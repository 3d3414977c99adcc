import type { AuthState, CaptchaSecret, IssuedCaptcha } from './auth-state.js';

/** A captcha answer is accepted for this long after the picture was drawn. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** A client asking again within this long gets the picture it already has. */
export const CAPTCHA_REFRESH_MS = 1000;

/** How far (in pixels) a slider answer may miss the puzzle's gap and still pass. */
export const SLIDER_TOLERANCE = 4;

/**
 * The client's captcha of this kind still being shown when it was drawn less than a second ago
 * (a faster refresh gets the same picture), or null when a new one may be drawn.
 */
export function recentCaptcha(
  auth: AuthState,
  clientKey: string,
  kind: CaptchaSecret['kind'],
  now: Date,
): IssuedCaptcha | null {
  const issued = auth.captchas.get(clientKey);
  if (!issued || issued.secret.kind !== kind) return null;
  return now.getTime() - issued.drawnAt < CAPTCHA_REFRESH_MS ? issued : null;
}

/** Remembers a client's new captcha; any earlier one of that client is forgotten. */
export function rememberCaptcha(
  auth: AuthState,
  clientKey: string,
  secret: CaptchaSecret,
  picture: unknown,
  now: Date,
): void {
  const drawnAt = now.getTime();
  auth.captchas.set(clientKey, { secret, picture, drawnAt, expiresAt: drawnAt + CAPTCHA_TTL_MS });
}

/** Whether an answer solves a captcha: an image's characters (any case), or `<challenge>:<x>`
 * with x within the tolerance of the slider's gap. A bare challenge never does. */
function solves(secret: CaptchaSecret, answer: string): boolean {
  const given = answer.trim();
  if (secret.kind === 'image') return secret.text.toUpperCase() === given.toUpperCase();
  const match = /^([0-9a-f]{32}):(\d{1,4})$/.exec(given);
  if (!match || match[1] !== secret.challenge) return false;
  return Math.abs(Number(match[2]) - secret.position) <= SLIDER_TOLERANCE;
}

/**
 * Checks a client's answer against its latest captcha. The captcha is used up by the check
 * whatever the outcome, so each picture allows one attempt.
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
  return solves(issued.secret, answer);
}

/** The answer that solves a client's latest captcha, for the development controls only. */
export function captchaSolution(auth: AuthState, clientKey: string, now: Date): string | null {
  const issued = auth.captchas.get(clientKey);
  if (!issued || issued.expiresAt <= now.getTime()) return null;
  const { secret } = issued;
  return secret.kind === 'image' ? secret.text : `${secret.challenge}:${secret.position}`;
}
