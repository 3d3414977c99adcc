/**
 * Small line icons for the header's shortcuts on phones, where their words do not fit (the words
 * stay in the control for assistive technology, docs/product/routes.md#header-on-phones), and for
 * the inbox and Menu buttons at every width.
 */
const PATHS = {
  deposit: 'M12 5v14M5 12h14',
  withdraw: 'M12 19V5M6 11l6-6 6 6',
  agent: 'M3 8h18v11H3zM9 8V5h6v3M3 13h18',
  card: 'M3 6h18v12H3zM3 10h18',
  account: 'M5 20a7 7 0 0 1 14 0M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8',
  inbox: 'M3 6h18v12H3zM3 6l9 7 9-7',
  menu: 'M4 6h16M4 12h16M4 18h16',
} as const;

export type HeaderIconName = keyof typeof PATHS;

/**
 * An icon shown on phones only (hidden from tablet width up, unless `always`), never read aloud.
 */
export function HeaderIcon({ name, always = false }: { name: HeaderIconName; always?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={always ? 'h-4 w-4' : 'h-4 w-4 sm:hidden'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** A shortcut's words: read aloud everywhere, shown from tablet width up. */
export function HeaderLabel({ children }: { children: string }) {
  return <span className="sr-only sm:not-sr-only">{children}</span>;
}

/** The classes of a compact header shortcut: square on phones, a worded button from tablet up. */
export const COMPACT_BUTTON = 'btn-square btn-sm sm:w-auto sm:px-3';
