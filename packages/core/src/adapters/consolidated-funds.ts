import type { ValueOf } from '@wl/api';
import { asRecord, firstNumber } from './raw.js';
import { unexpectedValue } from './unexpected-value.js';

/** Consolidated funds and the agent centre's contract flags (docs/product/agent.md). */
export type ConsolidatedFunds = ValueOf<'wallet.consolidated'>;

/**
 * wallet.consolidated. The available money is availableBalance; public clients also accept
 * availBalance and sumBalance, so the adapter does too. Missing contract flags count as 0 (none).
 */
export function toConsolidatedFunds(value: unknown): ConsolidatedFunds {
  const raw = asRecord(value);
  const available = firstNumber(raw, 'availableBalance', 'availBalance', 'sumBalance');
  if (available === undefined) throw unexpectedValue('wallet.consolidated', value);
  const locked = firstNumber(raw, 'lockedBalance') ?? 0;
  const flag = (name: string) => {
    const n = firstNumber(raw, name);
    return n === 1 || n === 2 || n === 3 ? n : 0;
  };
  return {
    currency: typeof raw.currency === 'string' ? raw.currency : '',
    totalBalance: firstNumber(raw, 'totalBalance') ?? available + locked,
    availableBalance: available,
    lockedBalance: locked,
    dailysalreqtype: flag('dailysalreqtype'),
    divtypereq: flag('divtypereq'),
    contracthoursalreq: flag('contracthoursalreq'),
    realtimesalreqtype: flag('realtimesalreqtype'),
  };
}
