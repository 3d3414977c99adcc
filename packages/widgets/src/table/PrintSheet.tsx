import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface PrintSheetProps {
  /** Names the printed sheet. */
  label: string;
  /** Called once the print dialog has closed; the owner stops rendering the sheet. */
  onDone: () => void;
  children: ReactNode;
}

/**
 * A statement for the browser's print: drawn as the body's last child, hidden on screen, and
 * printed alone by the print stylesheet (`[data-print-statement]`). The print dialog opens once
 * the sheet is drawn.
 */
export function PrintSheet({ label, onDone, children }: PrintSheetProps) {
  useEffect(() => {
    window.addEventListener('afterprint', onDone, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', onDone);
  }, [onDone]);

  return createPortal(
    <section
      data-print-statement=""
      className="hidden p-4 text-black print:block"
      aria-label={label}
    >
      {children}
    </section>,
    document.body,
  );
}
