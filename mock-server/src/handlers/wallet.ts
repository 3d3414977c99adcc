import type { HandlerMap } from '../handler.js';
import { contractFlag, type ContractType } from '../state/contracts.js';
import { recordTransaction } from '../state/ledger.js';
import { settleContracts } from '../state/contract-settlement.js';
import { sessionAccount } from '../state/session-account.js';
import {
  availableBalance,
  lockedBalance,
  MAIN_WALLET,
  roundMoney,
  transfer,
  walletBalance,
} from '../state/wallet.js';

export const walletHandlers = {
  'wallet.balance': (ctx) => {
    settleContracts(ctx.state, ctx.now);
    return walletBalance(ctx.state.wallet, ctx.state.accounts.currency, sessionAccount(ctx));
  },

  'wallet.transfer': (ctx) => {
    const { state, body, now } = ctx;
    const account = sessionAccount(ctx);
    transfer(state.wallet, account, body);
    const outOfMain = body.fromWallet === MAIN_WALLET;
    recordTransaction(
      state.ledger,
      account.username,
      {
        category: 'TRANSFER',
        amount: roundMoney(outOfMain ? -body.amount : body.amount),
        balanceAfter: account.balance,
        remark: `${body.fromWallet} → ${body.toWallet}`,
      },
      now,
    );
    return walletBalance(state.wallet, state.accounts.currency, account);
  },

  'wallet.consolidated': (ctx) => {
    const { state, now } = ctx;
    settleContracts(state, now);
    const account = sessionAccount(ctx);
    const available = availableBalance(state.wallet, account);
    const locked = lockedBalance(state.wallet, account.username);
    const flag = (type: ContractType) => contractFlag(state.contracts, type, account.username);
    return {
      currency: state.accounts.currency,
      totalBalance: roundMoney(available + locked),
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
