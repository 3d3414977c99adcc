import { useTranslation } from 'react-i18next';
import { Field } from '@wl/widgets/forms';

export type ProofProblem = 'missing' | 'count' | 'type' | 'size';

/** The pictures that show a payout did not arrive: up to 3, png or jpg, each under 5 MB. */
export function ProofField({
  onFiles,
  problem,
}: {
  onFiles: (files: File[]) => void;
  problem: ProofProblem | null;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('wallet.confirm.proof')}
      error={problem === null ? undefined : t(`wallet.confirm.proofProblem.${problem}`)}
      announce
    >
      {(control) => (
        <input
          {...control}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          className={`file-input file-input-bordered w-full${problem === null ? '' : ' file-input-error'}`}
          onChange={(event) => onFiles([...(event.target.files ?? [])])}
        />
      )}
    </Field>
  );
}
