import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@wl/core';
import { humanVerifier } from './human-verifier.js';

interface HumanCheckProps {
  /** The answer once verified; empty until then (the form clears it after each attempt). */
  answer: string;
  onAnswer: (answer: string) => void;
}

/**
 * Human verification in place of the image captcha when the GEETEST3 module is on: a button that
 * fetches a challenge and solves it. docs/product/accounts.md#human-verification
 */
export function HumanCheck({ answer, onAnswer }: HumanCheckProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const verify = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      onAnswer(await humanVerifier().verify());
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };
  if (answer) {
    return (
      <p role="status" className="text-success my-2">
        {t('login.human.verified')}
      </p>
    );
  }
  return (
    <div className="my-2">
      <button
        type="button"
        className="btn btn-outline w-full"
        disabled={busy}
        onClick={() => void verify()}
      >
        {t('login.human.verify')}
      </button>
      {error && (
        <p role="alert" className="text-error mt-1 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
