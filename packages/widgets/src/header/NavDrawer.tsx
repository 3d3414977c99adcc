import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderIcon } from './header-icons.js';
import type { NavEntry } from './nav-entries.js';

const DrawerPanel = lazy(() => import('./DrawerPanel.js'));

/**
 * The `drawer` menu style: a worded Menu button opening the navigation in a side drawer, a
 * labelled dialog that keeps focus inside, closes on Escape, on its close button, on the backdrop
 * or on following an item or launching a vendor, and gives focus back to the button.
 */
export function NavDrawer({ entries }: { entries: readonly NavEntry[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = (): void => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-sm gap-1"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <HeaderIcon name="menu" always />
        <span>{t('header.menu')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <DrawerPanel entries={entries} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
