import { InfoDialog } from '../dialog/InfoDialog.js';

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
  return (
    <InfoDialog title={title} onClose={onClose}>
      <p data-placeholder="modal">{message}</p>
    </InfoDialog>
  );
}
