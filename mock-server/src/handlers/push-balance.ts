import type { HandlerContext } from '../handler.js';
import type { Account } from '../state/accounts.js';
import { availableBalance } from '../state/wallet.js';

/**
 * Tells an account's open event sockets its balance changed, after any movement of its money
 * (docs/product/money.md#the-ledger).
 */
export function pushBalance(
  ctx: Pick<HandlerContext<'wallet.deposit'>, 'state' | 'pushEvent'>,
  account: Account,
): void {
  ctx.pushEvent(account.username, 'wallet.balance', {
    sumBalance: availableBalance(ctx.state.wallet, ctx.state.ledger, account),
  });
}
