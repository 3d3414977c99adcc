import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog.js';

interface InfoDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog that is only read: its content and a close button. */
export function InfoDialog({ title, onClose, children }: InfoDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose}>
      {children}
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
