import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionStore } from '@wl/core';
import type { HeaderShortcut, ShortcutCount } from '../header-entries/header-entry.js';
import { useHeaderEntries } from '../header-entries/header-entries-context.js';
import { BindBankCardLink } from './BindBankCardLink.js';
import { COMPACT_BUTTON, HeaderIcon, HeaderLabel } from './header-icons.js';
import { useModuleGate } from './use-module-gate.js';

/** A count is shown as "99+" above this. */
const MAX_SHOWN_COUNT = 99;

const TONES: Record<NonNullable<HeaderShortcut['tone']>, string> = {
  primary: 'btn-primary',
  outline: 'btn-outline',
  ghost: 'btn-ghost',
};

function ShortcutLink({ entry, count = 0 }: { entry: HeaderShortcut; count?: number }) {
  const { t } = useTranslation();
  const label = t(entry.labelKey);
  const name = count > 0 && entry.count ? t(entry.count.labelKey, { count }) : label;
  const tone = TONES[entry.tone ?? 'ghost'];
  return (
    <Link
      to={entry.to}
      className={`btn ${tone} ${entry.iconOnly ? 'btn-sm gap-1 px-1.5' : COMPACT_BUTTON}`}
      title={label}
      aria-label={entry.iconOnly || count > 0 ? name : undefined}
    >
      <HeaderIcon name={entry.icon} always={entry.iconOnly === true} />
      {!entry.iconOnly && <HeaderLabel>{label}</HeaderLabel>}
      {count > 0 && (
        <span className="badge badge-error badge-sm" data-testid={`${entry.id}-count`}>
          {count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : count}
        </span>
      )}
    </Link>
  );
}

/** The shortcut with the number its count's hook gives. */
function LiveCount({
  entry,
  useCount,
}: {
  entry: HeaderShortcut;
  useCount: () => number | undefined;
}) {
  return <ShortcutLink entry={entry} count={useCount() ?? 0} />;
}

/**
 * A shortcut with a live count: the count's hook (its own chunk) loads and runs only while the
 * shortcut is shown; until it has arrived the shortcut shows without a number.
 */
function CountedShortcut({ entry, count }: { entry: HeaderShortcut; count: ShortcutCount }) {
  const [useCount, setUseCount] = useState<(() => number | undefined) | null>(null);
  useEffect(() => {
    let live = true;
    void count.load().then((module) => {
      if (live) setUseCount(() => module.default);
    });
    return () => {
      live = false;
    };
  }, [count]);
  return useCount === null ? (
    <ShortcutLink entry={entry} />
  ) : (
    <LiveCount entry={entry} useCount={useCount} />
  );
}

/**
 * The `shortcuts` block, for signed-in accounts: the shortcuts features add (in feature order,
 * those whose modules are off left out, agents' ones for agents only), then the bind-bank-card
 * button (docs/product/routes.md#header).
 */
export function Shortcuts() {
  const { shortcuts = [] } = useHeaderEntries();
  const isAgent = useSessionStore((state) => state.isAgent);
  const shown = useModuleGate();
  return (
    <>
      {shortcuts
        .filter((entry) => shown(entry.module) && (!entry.agentsOnly || isAgent))
        .map((entry) =>
          entry.count ? (
            <CountedShortcut key={entry.id} entry={entry} count={entry.count} />
          ) : (
            <ShortcutLink key={entry.id} entry={entry} />
          ),
        )}
      <BindBankCardLink />
    </>
  );
}
