import { useTranslation } from 'react-i18next';
import type { RegisterTab } from './register-schema.js';

const TABS: readonly RegisterTab[] = ['username', 'mobile'];

/** The id of the panel the tabs switch. */
export const REGISTER_TAB_PANEL = 'register-tab-panel';

/** The username / mobile choice (docs/product/accounts.md#register-tabs); arrow keys move between tabs. */
export function RegisterTabs({
  tab,
  onSelect,
}: {
  tab: RegisterTab;
  onSelect: (tab: RegisterTab) => void;
}) {
  const { t } = useTranslation();
  const move = (step: number) => {
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? tab;
    onSelect(next);
    document.getElementById(`register-tab-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('register.tabs.label')} className="tabs tabs-box mb-4">
      {TABS.map((name) => (
        <button
          key={name}
          id={`register-tab-${name}`}
          type="button"
          role="tab"
          aria-selected={tab === name}
          aria-controls={REGISTER_TAB_PANEL}
          tabIndex={tab === name ? 0 : -1}
          className={`tab flex-1${tab === name ? ' tab-active' : ''}`}
          onClick={() => onSelect(name)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') move(1);
            if (event.key === 'ArrowLeft') move(-1);
          }}
        >
          {t(`register.tabs.${name}`)}
        </button>
      ))}
    </div>
  );
}
