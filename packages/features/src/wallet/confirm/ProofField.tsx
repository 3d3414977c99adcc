import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type ProofProblem = 'missing' | 'type' | 'size';

/** The picture that shows a payout did not arrive: png or jpg, under 5 MB. */
export function ProofField({
  onFile,
  problem,
}: {
  onFile: (file: File | null) => void;
  problem: ProofProblem | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t('wallet.confirm.proof')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        className={`file-input file-input-bordered w-full ${problem !== null ? 'file-input-error' : ''}`}
        aria-invalid={problem !== null}
        aria-describedby={problem !== null ? errorId : undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      {problem !== null && (
        <p id={errorId} className="mt-1 text-sm text-error">
          {t(`wallet.confirm.proofProblem.${problem}`)}
        </p>
      )}
    </div>
  );
}
