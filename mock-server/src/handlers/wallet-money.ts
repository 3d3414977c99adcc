import { BackendError } from '../backend-error.js';
import type { HandlerContext, HandlerMap } from '../handler.js';
import { findAccount } from '../state/accounts.js';
import { deposit } from '../state/deposits.js';
import { recordTransaction } from '../state/ledger.js';
import { roundMoney } from '../state/money.js';
import type { Account } from '../state/accounts.js';
import { sessionAccount } from '../state/session-account.js';
import { availableBalance } from '../state/wallet.js';
import { confirmWithdrawal, withdrawalsOf } from '../state/withdrawal-confirmations.js';

/** Tells the account's open event sockets its balance changed. */
function pushBalance(
  ctx: Pick<HandlerContext<'wallet.deposit'>, 'state' | 'pushEvent'>,
  account: Account,
) {
  ctx.pushEvent(account.username, 'wallet.balance', {
    sumBalance: availableBalance(ctx.state.wallet, account),
  });
}

/**
 * Deposits, withdrawal confirmations and transfers to the upline
 * (docs/product/member.md#deposit, #withdrawal-confirmation, #transfer-to-the-upline).
 */
export const walletMoneyHandlers = {
  'wallet.depositChannels': ({ state }) => ({
    channels: structuredClone(state.wallet.depositChannels),
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
    const amount = roundMoney(body.amount);
    if (account.balance < amount) throw new BackendError('insufficient_balance');
    account.balance = roundMoney(account.balance - amount);
    upline.balance = roundMoney(upline.balance + amount);
    const remark = `${account.username} → ${upline.username}`;
    recordTransaction(
      state.ledger,
      account.username,
      { category: 'TRANSFER', amount: -amount, balanceAfter: account.balance, remark },
      now,
    );
    recordTransaction(
      state.ledger,
      upline.username,
      { category: 'TRANSFER', amount, balanceAfter: upline.balance, remark },
      now,
    );
    pushBalance(ctx, account);
    pushBalance(ctx, upline);
    return { upline: upline.username, amount, balance: account.balance };
  },
} satisfies HandlerMap;
