import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshWallet } from '@wl/core';
import { walletErrorMessage } from './wallet-errors.js';

export interface MoneyAction<A extends unknown[], R> {
  busy: boolean;
  /** The translated refusal of the last attempt; null when it went through or none was made. */
  error: string | null;
  /** Runs the call; on success the balances on screen are asked again. Undefined when refused. */
  run: (...args: A) => Promise<R | undefined>;
}

/**
 * A call that moves money: one at a time, its refusal translated, and every balance on screen
 * refreshed after it went through. docs/product/member.md#balance
 */
export function useMoneyAction<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
): MoneyAction<A, R> {
  const { t } = useTranslation();
  const refreshWallet = useRefreshWallet();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (...args: A) => {
      setBusy(true);
      setError(null);
      try {
        const result = await call(...args);
        await refreshWallet();
        return result;
      } catch (failure) {
        setError(walletErrorMessage(failure, t));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [call, refreshWallet, t],
  );
  return { busy, error, run };
}
