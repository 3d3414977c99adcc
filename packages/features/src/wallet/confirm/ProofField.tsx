import { useTranslation } from 'react-i18next';
import { Field } from '@wl/widgets/forms';

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
  return (
    <Field
      label={t('wallet.confirm.proof')}
      error={problem === null ? undefined : t(`wallet.confirm.proofProblem.${problem}`)}
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
