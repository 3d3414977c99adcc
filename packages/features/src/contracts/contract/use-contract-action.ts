import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsolidated } from '@wl/core';
import { actOnContract, type ContractRequest } from './contract-calls.js';
import { contractErrorText } from './contract-errors.js';
import type { ContractType } from './contract-kinds.js';

/**
 * Runs contract actions of one kind one at a time; after each the contract flags (and what
 * `onDone` refreshes) are asked again, and a refusal is kept as translated text.
 */
export function useContractAction(type: ContractType, onDone: () => unknown) {
  const { t } = useTranslation();
  const consolidated = useConsolidated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (request: ContractRequest): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await actOnContract(type, request);
      return true;
    } catch (failure) {
      setError(contractErrorText(failure, t));
      return false;
    } finally {
      setBusy(false);
      await Promise.all([onDone(), consolidated.mutate()]);
    }
  };
  return { run, busy, error };
}
