import { PAYMENT_PASSWORD_RULE, REAL_NAME_RULE, ruleBreak } from '@wl/tenant-config';
import { BackendError } from '../backend-error.js';
import type { HandlerMap } from '../handler.js';
import { clearFailures, lockedFor, recordFailure } from '../state/attempt-limit.js';
import type { MerchantState } from '../state/merchant-state.js';
import { sessionAccount } from '../state/session-account.js';
import { maskCardNumber, publicCard, securityOf } from '../state/security.js';

/** A card or account number: 8 to 19 digits, spaces allowed between groups. */
const CARD_NUMBER = /^\d{8,19}$/;

/** Wrong payment passwords: 5 within 5 minutes refuse the account for 5 minutes. */
const PAYMENT_PASSWORD_LIMIT = { max: 5, windowMs: 5 * 60 * 1000, lockMs: 5 * 60 * 1000 };

/**
 * The account's payment password must match: a refused account answers too_many_requests, a
 * wrong one payment_password_incorrect (or too_many_requests when it reaches the limit). Bank
 * cards and withdrawals check it the same way.
 */
export function assertPaymentPassword(
  state: MerchantState,
  username: string,
  given: string | undefined,
  now: Date,
): void {
  const key = username.toLowerCase();
  const wait = lockedFor(state.security.checks, key, now);
  if (wait > 0) throw new BackendError('too_many_requests', { value: { retryAfterMs: wait } });
  if (given !== undefined && securityOf(state.security, username).paymentPassword === given) {
    clearFailures(state.security.checks, key);
    return;
  }
  const lock = recordFailure(state.security.checks, key, PAYMENT_PASSWORD_LIMIT, now);
  if (lock > 0) throw new BackendError('too_many_requests', { value: { retryAfterMs: lock } });
  throw new BackendError('payment_password_incorrect');
}

export const securityHandlers = {
  'security.overview': (ctx) => {
    const { security } = ctx.state;
    const account = sessionAccount(ctx);
    const own = securityOf(security, account.username);
    return {
      mobile:
        account.countryDialingCode && account.mobileNum
          ? { countryDialingCode: account.countryDialingCode, mobileNum: account.mobileNum }
          : null,
      email: account.email,
      paymentPassword: {
        enabled: security.paymentPasswordEnabled,
        isSet: security.paymentPasswordEnabled && own.paymentPassword !== null,
      },
      maxBankCards: security.maxBankCards,
      bankCards: own.cards.map(publicCard),
    };
  },

  'security.setPaymentPassword': (ctx) => {
    const { state, body, now } = ctx;
    if (!state.security.paymentPasswordEnabled) {
      throw new BackendError('payment_password_not_used');
    }
    const { username } = sessionAccount(ctx);
    const own = securityOf(state.security, username);
    if (own.paymentPassword !== null) {
      assertPaymentPassword(state, username, body.oldPaymentPassword, now);
    }
    const newPassword = body.newPaymentPassword;
    if (newPassword === '' || ruleBreak(PAYMENT_PASSWORD_RULE, newPassword) !== null) {
      throw new BackendError('payment_password_format_incorrect');
    }
    if (body.newPaymentPassword !== body.confirmPaymentPassword) {
      throw new BackendError('passwords_differ');
    }
    own.paymentPassword = body.newPaymentPassword;
    return null;
  },

  'security.addBankCard': (ctx) => {
    const { state, body, now } = ctx;
    const { username } = sessionAccount(ctx);
    const own = securityOf(state.security, username);
    if (state.security.paymentPasswordEnabled) {
      if (own.paymentPassword === null) throw new BackendError('payment_password_required');
      assertPaymentPassword(state, username, body.paymentPassword, now);
    }
    const number = body.cardNumber.replace(/\s+/g, '');
    if (!CARD_NUMBER.test(number)) throw new BackendError('bank_card_number_invalid');
    const accountName = body.accountName.trim();
    const broken = ruleBreak(REAL_NAME_RULE, accountName);
    if (broken !== null) {
      const { minLength, maxLength, patternId } = REAL_NAME_RULE;
      throw new BackendError('holder_name_invalid', {
        value: { rule: broken, minLength, maxLength, patternId },
      });
    }
    if (own.cards.some((card) => card.number === number)) {
      throw new BackendError('bank_card_duplicate');
    }
    if (own.cards.length >= state.security.maxBankCards) {
      throw new BackendError('bank_card_limit_reached');
    }
    const card = {
      id: state.security.nextCardId++,
      bankName: body.bankName.trim(),
      accountName,
      maskedNumber: maskCardNumber(number),
      number,
      boundAt: now.toISOString(),
    };
    own.cards.push(card);
    return publicCard(card);
  },

  /** Removes one of the account's cards, with the payment password where the merchant uses one. */
  'security.removeBankCard': (ctx) => {
    const { state, body, now } = ctx;
    const { username } = sessionAccount(ctx);
    const own = securityOf(state.security, username);
    const index = own.cards.findIndex((card) => card.id === body.bankCardId);
    if (index < 0) throw new BackendError('bank_card_not_found');
    if (state.security.paymentPasswordEnabled) {
      if (own.paymentPassword === null) throw new BackendError('payment_password_required');
      assertPaymentPassword(state, username, body.paymentPassword, now);
    }
    own.cards.splice(index, 1);
    return null;
  },
} satisfies HandlerMap;
