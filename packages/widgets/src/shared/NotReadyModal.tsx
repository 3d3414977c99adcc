import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog/Dialog.js';

/** A modal that only says it is not available yet, with a close button. */
export function NotReadyModal({
  title,
  message,
  onClose,
}: {
  title: string;
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose}>
      <p data-placeholder="modal">{message}</p>
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
