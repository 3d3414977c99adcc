import { useTranslation } from 'react-i18next';
import { MAX_IMAGE_BYTES } from '@wl/core';
import { Field } from '@wl/widgets/forms';

export type ProofProblem = 'missing' | 'type' | 'size';

/** The limit of one proof picture, in MB as the texts name it. */
const PROOF_LIMIT_MB = MAX_IMAGE_BYTES / (1024 * 1024);

/**
 * The picture that shows a payout did not arrive: png or jpg, at most 5 MB. A picture over the
 * limit is refused as soon as it is chosen, before anything is sent.
 */
export function ProofField({
  onFile,
  problem,
}: {
  onFile: (file: File | null) => void;
  problem: ProofProblem | null;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('wallet.confirm.proof', { limit: PROOF_LIMIT_MB })}
      error={
        problem === null
          ? undefined
          : t(`wallet.confirm.proofProblem.${problem}`, { limit: PROOF_LIMIT_MB })
      }
      announce
    >
      {(control) => (
        <input
          {...control}
          type="file"
          accept="image/png,image/jpeg"
          className={`file-input file-input-bordered w-full${problem === null ? '' : ' file-input-error'}`}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}
