import type { HandlerMap } from '../handler.js';
import { contractFlag, type ContractType } from '../state/contracts.js';
import { toMinorUnits } from '@wl/tenant-config';
import { toUnits } from '../state/ledger.js';
import { settleContracts } from '../state/contract-settlement.js';
import { sessionAccount } from '../state/session-account.js';
import { pushBalance } from './push-balance.js';
import { availableBalance, lockedBalance, transfer, walletBalance } from '../state/wallet.js';

export const walletHandlers = {
  'wallet.balance': (ctx) => {
    settleContracts(ctx.state, ctx.now);
    const { wallet, ledger, accounts } = ctx.state;
    return walletBalance(wallet, ledger, accounts.currency, sessionAccount(ctx));
  },

  'wallet.transfer': (ctx) => {
    const { state, body, now } = ctx;
    const account = sessionAccount(ctx);
    transfer(state.wallet, state.ledger, account, body, now);
    pushBalance(ctx, account);
    return walletBalance(state.wallet, state.ledger, state.accounts.currency, account);
  },

  'wallet.consolidated': (ctx) => {
    const { state, now } = ctx;
    settleContracts(state, now);
    const account = sessionAccount(ctx);
    const available = availableBalance(state.wallet, state.ledger, account);
    const locked = lockedBalance(state.wallet, account.username);
    const { minorUnits } = state.ledger;
    const flag = (type: ContractType) => contractFlag(state.contracts, type, account.username);
    return {
      currency: state.accounts.currency,
      totalBalance: toUnits(
        state.ledger,
        toMinorUnits(available, minorUnits) + toMinorUnits(locked, minorUnits),
      ),
      availableBalance: available,
      lockedBalance: locked,
      dailysalreqtype: flag('DAILY_SALARY'),
      divtypereq: flag('DIVIDEND'),
      contracthoursalreq: flag('HOURLY_SALARY'),
      realtimesalreqtype: flag('REALTIME_SALARY'),
    };
  },

  'wallet.merchantWallet': ({ state }) => ({
    isSingle: state.wallet.isSingle,
    currency: state.accounts.currency,
  }),
} satisfies HandlerMap;
