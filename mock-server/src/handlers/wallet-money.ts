import { BackendError } from '../backend-error.js';
import type { HandlerMap } from '../handler.js';
import { findAccount } from '../state/accounts.js';
import { deposit } from '../state/deposits.js';
import { move, requireAmount, toUnits } from '../state/ledger.js';
import { pickText } from '../state/localized-text.js';
import { pushBalance } from './push-balance.js';
import { sessionAccount } from '../state/session-account.js';
import { confirmWithdrawal, withdrawalsOf } from '../state/withdrawal-confirmations.js';

/**
 * Deposits, withdrawal confirmations and transfers to the upline
 * (docs/product/member.md#deposit, #withdrawal-confirmation, #transfer-to-the-upline).
 */
export const walletMoneyHandlers = {
  'wallet.depositChannels': ({ state, language }) => ({
    channels: state.wallet.depositChannels.map(({ name, ...channel }) => ({
      ...structuredClone(channel),
      name: pickText(name, language),
    })),
  }),

  'wallet.deposit': (ctx) => {
    const account = sessionAccount(ctx);
    const result = deposit(
      ctx.state.wallet.depositChannels,
      ctx.state.ledger,
      account,
      ctx.body,
      ctx.now,
    );
    if (result.status === 'SUCCESS') pushBalance(ctx, account);
    return result;
  },

  'wallet.withdrawals': (ctx) => ({
    forcedReceiptMinutes: ctx.state.wallet.withdrawals.forcedReceiptMinutes,
    withdrawals: withdrawalsOf(ctx.state.wallet.withdrawals, sessionAccount(ctx).username, ctx.now),
  }),

  'wallet.confirmWithdrawal': (ctx) =>
    confirmWithdrawal(
      ctx.state.wallet.withdrawals,
      ctx.state.ledger,
      sessionAccount(ctx).username,
      ctx.body,
      ctx.now,
    ),

  'wallet.uplineTransfer': (ctx) => {
    const { state, body, now } = ctx;
    const account = sessionAccount(ctx);
    const upline =
      account.upline === null ? undefined : findAccount(state.accounts, account.upline);
    if (!upline) throw new BackendError('no_upline');
    const amountMinor = requireAmount(state.ledger, body.amount);
    const remark = `${account.username} → ${upline.username}`;
    move(
      state.ledger,
      { owner: account.username, remark },
      { owner: upline.username, remark },
      'TRANSFER',
      amountMinor,
      now,
    );
    pushBalance(ctx, account);
    pushBalance(ctx, upline);
    return {
      upline: upline.username,
      amount: toUnits(state.ledger, amountMinor),
      balance: account.balance,
    };
  },
} satisfies HandlerMap;
