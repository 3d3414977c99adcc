import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from './ModalFrame.js';

interface MessageDialogProps {
  message: string;
  onClose: () => void;
  /** The dialog's title; "Warning" unless given. */
  title?: string;
}

/**
 * A small warning over whatever is open (also over another modal): a title, the message and an
 * OK button that closes it.
 */
export function MessageDialog({ message, onClose, title }: MessageDialogProps) {
  const { t } = useTranslation();
  return createPortal(
    <ModalFrame title={title ?? t('messageDialog.warning')} onClose={onClose}>
      <p>{message}</p>
      <div className="modal-action">
        <button type="button" className="btn btn-primary" autoFocus onClick={onClose}>
          {t('messageDialog.ok')}
        </button>
      </div>
    </ModalFrame>,
    document.body,
  );
}
