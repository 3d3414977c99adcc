/** Sends are throttled to one per this many ms. docs/product/constants.md */
export const SEND_THROTTLE_MS = 1000;
/** Countdown when the answer gives no expiredMinutes. */
const DEFAULT_EXPIRED_MINUTES = 1;
/** Countdown when the phone-auth provider sends the code. */
const PROVIDER_COUNTDOWN_S = 60;

/**
 * How long the send button stays disabled after a send: expiredMinutes × 60 s from the answer
 * (1 minute when not given), or 60 s when the phone-auth provider sent the code.
 * docs/product/accounts.md#sms-code
 */
export function countdownSeconds(expiredMinutes: number | undefined, viaProvider: boolean): number {
  if (viaProvider) return PROVIDER_COUNTDOWN_S;
  const minutes =
    expiredMinutes !== undefined && Number.isFinite(expiredMinutes) && expiredMinutes > 0
      ? expiredMinutes
      : DEFAULT_EXPIRED_MINUTES;
  return Math.round(minutes * 60);
}

/**
 * When each purpose's countdown ends and when it last tried to send (epoch ms), kept for the page's
 * life so closing the window or switching tabs does not re-enable the button early.
 */
export const countdownEnds = new Map<string, number>();
export const lastSendAttempts = new Map<string, number>();
