/**
 * What the security centre's forms check before sending. docs/product/member.md#payment-password,
 * docs/product/member.md#bank-cards, docs/product/member.md#mobile-number-and-e-mail
 */
import { PATTERN_KINDS, PAYMENT_PASSWORD_RULE, ruleBreak } from '@wl/tenant-config';

const EMAIL_PATTERN = new RegExp(
  PATTERN_KINDS.find((kind) => kind.id === 'email')?.pattern ?? '^[^@\\s]+@[^@\\s]+$',
);

/** An e-mail address, by the same pattern the backend checks. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A payment password: six digits (the payment password rule). */
export function isPaymentPassword(value: string): boolean {
  return value !== '' && ruleBreak(PAYMENT_PASSWORD_RULE, value) === null;
}

/** A card or account number without its spaces. */
export function cardDigits(value: string): string {
  return value.replace(/\s+/g, '');
}

/** A card or account number: 8 to 19 digits once spaces are removed. */
export function isCardNumber(value: string): boolean {
  return /^\d{8,19}$/.test(cardDigits(value));
}
