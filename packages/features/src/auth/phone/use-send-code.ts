import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@wl/core';
import type { PhoneNumber } from './phone-number.js';
import {
  countdownEnds,
  countdownSeconds,
  lastSendAttempts,
  SEND_THROTTLE_MS,
} from './send-code-timing.js';

/** Sends a code to the checked number; answers the call's value (expiredMinutes). */
export type SendCode<T = PhoneNumber> = (
  target: T,
) => Promise<{ expiredMinutes?: number } | null | void>;

/** Where the code goes: a phone number field, or any field that checks its own value. */
export interface CodeTarget<T> {
  /** Checks the value, shows the field's error when invalid; answers the value to send, or null. */
  check: () => T | null;
}

export interface SendCodeOptions<T = PhoneNumber> {
  phone: CodeTarget<T>;
  send: SendCode<T>;
  /** Keeps one countdown per purpose, e.g. `login`, `register`, `password`. */
  purpose: string;
  /** The phone-auth provider sends the code: the countdown is 60 s. */
  viaProvider?: boolean;
  onSent?: (target: T) => void;
  /** The text of a refused send; the shared error text unless given. */
  failureText?: (error: unknown) => string;
}

export interface SendCodeState {
  secondsLeft: number;
  sending: boolean;
  /** The server's message of a failed send, shown in a warning dialog; null when none. */
  failure: string | null;
  dismissFailure: () => void;
  trigger: () => Promise<void>;
}

function secondsUntil(end: number | undefined): number {
  return end === undefined ? 0 : Math.max(0, Math.ceil((end - Date.now()) / 1000));
}

/** Send-code behaviour: check the number, throttle, countdown, failure message. docs/product/accounts.md#sms-code */
export function useSendCode<T = PhoneNumber>({
  phone,
  send,
  purpose,
  viaProvider = false,
  onSent,
  failureText,
}: SendCodeOptions<T>): SendCodeState {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(countdownEnds.get(purpose)));
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const counting = secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setSecondsLeft(secondsUntil(countdownEnds.get(purpose))), 250);
    return () => clearInterval(timer);
  }, [counting, purpose]);

  const trigger = useCallback(async () => {
    const now = Date.now();
    if (sending || secondsUntil(countdownEnds.get(purpose)) > 0) return;
    if (now - (lastSendAttempts.get(purpose) ?? 0) < SEND_THROTTLE_MS) return;
    const checked = phone.check();
    if (!checked) return;
    lastSendAttempts.set(purpose, now);
    setSending(true);
    try {
      const answer = await send(checked);
      const seconds = countdownSeconds(answer?.expiredMinutes, viaProvider);
      countdownEnds.set(purpose, Date.now() + seconds * 1000);
      setSecondsLeft(seconds);
      onSent?.(checked);
    } catch (error) {
      setFailure(failureText ? failureText(error) : errorMessage(error, t));
    } finally {
      setSending(false);
    }
  }, [sending, purpose, phone, send, viaProvider, onSent, failureText, t]);

  const dismissFailure = useCallback(() => setFailure(null), []);
  return { secondsLeft, sending, failure, dismissFailure, trigger };
}
