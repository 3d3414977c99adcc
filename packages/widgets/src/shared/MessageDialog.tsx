import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog/Dialog.js';

interface MessageDialogProps {
  message: string;
  onClose: () => void;
  /** The title says whether the message informs ("Notice") or warns ("Warning", the default). */
  tone?: 'info' | 'warning';
  /** The button's text; "OK" unless given. */
  confirmLabel?: string;
}

/**
 * The one owner of "a message with one button": a title, the message and a button that closes it,
 * over whatever is open (also over another modal).
 */
export function MessageDialog({
  message,
  onClose,
  tone = 'warning',
  confirmLabel,
}: MessageDialogProps) {
  const { t } = useTranslation();
  return createPortal(
    <Dialog title={t(`messageDialog.${tone}`)} onClose={onClose}>
      <p>{message}</p>
      <div className="modal-action">
        <button type="button" className="btn btn-primary" autoFocus onClick={onClose}>
          {confirmLabel ?? t('messageDialog.ok')}
        </button>
      </div>
    </Dialog>,
    document.body,
  );
}
