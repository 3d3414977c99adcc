import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHeaderEntries } from '../header-entries/header-entries-context.js';
import { COMPACT_BUTTON, HeaderIcon } from './header-icons.js';
import { useModuleGate } from './use-module-gate.js';
import { useSignOut } from '../shared/use-sign-out.js';

/**
 * The logged-in member's menu: the links features add (those whose
 * modules are off left out) and sign out. Enter or Space on its button opens it, Escape closes it.
 */
export function MemberMenu() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const { memberMenu = [] } = useHeaderEntries();
  const shown = useModuleGate();
  const details = useRef<HTMLDetailsElement>(null);
  const close = (): void => details.current?.removeAttribute('open');

  return (
    <details
      ref={details}
      className="dropdown dropdown-end"
      onKeyDown={(event) => {
        // Escape closes the open menu and puts focus back on its button.
        if (event.key !== 'Escape' || !details.current?.open) return;
        event.stopPropagation();
        close();
        details.current.querySelector('summary')?.focus();
      }}
    >
      <summary className={`btn btn-ghost ${COMPACT_BUTTON}`} title={t('header.myAccount')}>
        <HeaderIcon name="account" />
        <span className="sr-only sm:not-sr-only">{t('header.myAccount')}</span>
      </summary>
      <ul className="menu dropdown-content z-20 mt-2 w-52 rounded-box bg-base-100 p-2 text-base-content shadow">
        {memberMenu
          .filter((entry) => shown(entry.module))
          .map((entry) => (
            <li key={entry.id}>
              <Link to={entry.to} onClick={close}>
                {t(entry.labelKey)}
              </Link>
            </li>
          ))}
        <li>
          <button
            type="button"
            onClick={() => {
              close();
              void signOut();
            }}
          >
            {t('header.signOut')}
          </button>
        </li>
      </ul>
    </details>
  );
}
