import { errorMessageBy, type Translate } from '@wl/core';

/** Backend words of the wallet calls, by the wallet.errors.* text that explains them. */
const WALLET_ERROR_KEYS: Readonly<Record<string, string>> = {
  insufficient_balance: 'wallet.errors.insufficientBalance',
  wallet_under_maintenance: 'wallet.errors.walletMaintenance',
  transfer_same_wallet: 'wallet.errors.sameWallet',
  amount_out_of_range: 'wallet.errors.amountOutOfRange',
  withdraw_limit_reached: 'wallet.errors.withdrawLimitReached',
  channel_not_found: 'wallet.errors.channelNotFound',
  no_upline: 'wallet.errors.noUpline',
  withdrawal_not_found: 'wallet.errors.withdrawalNotFound',
  withdrawal_not_confirmable: 'wallet.errors.withdrawalNotConfirmable',
  proof_required: 'wallet.errors.proofRequired',
  image_type_invalid: 'wallet.errors.proofType',
  image_too_large: 'wallet.errors.proofTooLarge',
  bank_card_not_found: 'wallet.errors.bankCardNotFound',
  payment_password_required: 'wallet.errors.paymentPasswordRequired',
  payment_password_incorrect: 'wallet.errors.paymentPasswordIncorrect',
  too_many_requests: 'wallet.errors.tooManyAttempts',
};

/** The translated refusal of a wallet call (docs/product/errors.md#other-backend-words). */
export const walletErrorMessage = (error: unknown, t: Translate): string =>
  errorMessageBy(error, t, WALLET_ERROR_KEYS);
