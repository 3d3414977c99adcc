import { LineIcon, type LineIconName } from '../shared/LineIcon.js';

/**
 * The header's icons: line icons for its shortcuts on phones, where their words do not fit (the
 * words stay in the control for assistive technology, docs/product/routes.md#header-on-phones), and
 * for the inbox and Menu buttons at every width.
 */
export type HeaderIconName = LineIconName;

/**
 * An icon shown on phones only (hidden from tablet width up, unless `always`), never read aloud.
 */
export function HeaderIcon({ name, always = false }: { name: HeaderIconName; always?: boolean }) {
  return <LineIcon name={name} className={always ? 'h-4 w-4' : 'h-4 w-4 sm:hidden'} />;
}

/** A shortcut's words: read aloud everywhere, shown from tablet width up. */
export function HeaderLabel({ children }: { children: string }) {
  return <span className="sr-only sm:not-sr-only">{children}</span>;
}

/** The classes of a compact header shortcut: square on phones, a worded button from tablet up. */
export const COMPACT_BUTTON = 'btn-square btn-sm sm:w-auto sm:px-3';
