import { BackendError } from '../backend-error.js';
import type { HandlerMap } from '../handler.js';
import { post, requireAmount, toUnits } from '../state/ledger.js';
import { recordWithdrawal, remainingWithdrawals } from '../state/rewards.js';
import { sessionAccount } from '../state/session-account.js';
import { addWithdrawal } from '../state/withdrawal-confirmations.js';
import { securityOf } from '../state/security.js';
import { pushBalance } from './push-balance.js';
import { assertPaymentPassword } from './security.js';

const WITHDRAW_ERRORS = {
  insufficientBalance: 'insufficient_balance',
  outOfRange: 'amount_out_of_range',
  limitReached: 'withdraw_limit_reached',
  cardNotFound: 'bank_card_not_found',
  passwordRequired: 'payment_password_required',
} as const;

/**
 * POST /wps/v2/transaction/withdraw: to one of the account's bound cards, with the payment
 * password where the merchant uses one, within the merchant's limits (rewards.withdrawSettings)
 * and the day's remaining withdrawals, the amount leaves the main wallet at once and waits for the
 * operator (PENDING); the mock's operator pays it out at once into the chosen card, and the member
 * then confirms what arrived (docs/product/member.md#withdrawal,
 * docs/product/member.md#withdrawal-confirmation).
 */
export const withdrawHandlers = {
  'wallet.withdraw': (ctx) => {
    const { state, body, now } = ctx;
    const account = sessionAccount(ctx);
    const own = securityOf(state.security, account.username);
    const card = own.cards.find((c) => c.id === body.bankCardId);
    if (!card) throw new BackendError(WITHDRAW_ERRORS.cardNotFound);
    if (state.security.paymentPasswordEnabled) {
      if (own.paymentPassword === null) throw new BackendError(WITHDRAW_ERRORS.passwordRequired);
      assertPaymentPassword(state, account.username, body.paymentPassword, now);
    }
    const bankCard = { bankName: card.bankName, maskedNumber: card.maskedNumber };
    const amountMinor = requireAmount(state.ledger, body.amount);
    const amount = toUnits(state.ledger, amountMinor);
    const { minAmount, maxAmount } = state.rewards.fixture.withdraw;
    if (amount < minAmount || (maxAmount !== null && amount > maxAmount)) {
      throw new BackendError(WITHDRAW_ERRORS.outOfRange);
    }
    if (remainingWithdrawals(state.rewards, account.username, now) === 0) {
      throw new BackendError(WITHDRAW_ERRORS.limitReached);
    }
    if (account.balance < amount) throw new BackendError(WITHDRAW_ERRORS.insufficientBalance);
    const transactionId = recordWithdrawal(state.rewards, account.username, now);
    addWithdrawal(state.wallet.withdrawals, account.username, {
      transactionId,
      amount,
      bankCard,
      now,
    });
    // The money leaves the wallet now; the entry's status follows the withdrawal's
    // (docs/product/money.md#the-ledger).
    post(
      state.ledger,
      {
        owner: account.username,
        category: 'WITHDRAW',
        amountMinor: -amountMinor,
        remark: `${bankCard.bankName} ${bankCard.maskedNumber}`,
        status: 'PENDING',
        withdrawalId: transactionId,
      },
      now,
    );
    pushBalance(ctx, account);
    return {
      transactionId,
      amount,
      balance: account.balance,
      status: 'PENDING' as const,
      bankCard,
    };
  },
} satisfies HandlerMap;
