import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderIcon } from './header-icons.js';
import type { NavEntry } from './nav-entries.js';
import { NavEntryLink } from './NavEntryLink.js';

/**
 * The `drop-down` menu style: a Menu button opening the list of the navigation items under it.
 * Enter or Space on the button opens it; Escape, a pointer outside or following an item closes it.
 * The list is in the page only while open.
 */
export function NavDropDown({ entries }: { entries: readonly NavEntry[] }) {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const close = (): void => details.current?.removeAttribute('open');

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent): void => {
      if (!details.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <details
      ref={details}
      className="dropdown"
      onToggle={() => setOpen(details.current?.open === true)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !details.current?.open) return;
        event.stopPropagation();
        close();
        details.current.querySelector('summary')?.focus();
      }}
    >
      <summary className="btn btn-ghost btn-sm gap-1">
        <HeaderIcon name="menu" always />
        <span>{t('header.menu')}</span>
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </summary>
      {open && (
        <nav
          aria-label={t('header.navigation')}
          className="dropdown-content z-40 mt-2 w-56 rounded-box bg-base-100 p-2 text-base-content shadow"
        >
          <ul className="menu w-full p-0">
            {entries.map((entry) => (
              <li key={entry.item}>
                <NavEntryLink entry={entry} onFollow={close} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </details>
  );
}
