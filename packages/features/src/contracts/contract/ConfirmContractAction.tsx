import { useTranslation } from 'react-i18next';
import { Dialog } from '@wl/widgets';

export interface ConfirmRequest {
  /** The dialog's title: the action about to be taken. */
  title: string;
  /** What follows from it, in words. */
  consequence: string;
  /** The confirming button's text. */
  confirmLabel: string;
  run: () => void;
}

/**
 * Asks before a contract action that cannot be taken back (terminate, reject, request
 * termination): what happens next in words, with the action and a way back.
 * docs/product/agent.md#contract-pages
 */
export function ConfirmContractAction({
  request,
  onClose,
}: {
  request: ConfirmRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={request.title} onClose={onClose}>
      <p className="mb-4" data-testid="contract-consequence">
        {request.consequence}
      </p>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('contract.confirm.back')}
        </button>
        <button
          type="button"
          className="btn btn-error"
          onClick={() => {
            onClose();
            request.run();
          }}
        >
          {request.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
