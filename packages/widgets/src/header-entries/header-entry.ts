import type { Gate } from '@wl/core/gates';

/**
 * The whitelabel modules an entry belongs to: it is shown only while every one of them is on
 * (the tenant's flags until the whitelabel tree arrives, then the backend's).
 */
export type ModuleGate = Gate;

/** The icons a header shortcut may show. */
export type ShortcutIcon = 'deposit' | 'withdraw' | 'agent' | 'inbox';

/** A link a feature adds to the header, e.g. an entry of the member menu. */
export interface HeaderLink {
  /** Unique among the header's entries of its kind. */
  id: string;
  /** Translation key of its name. */
  labelKey: string;
  /** A route address (from @wl/paths). */
  to: string;
  module?: ModuleGate;
}

/** A live number a shortcut shows (e.g. unread messages), asked for only while it is shown. */
export interface ShortcutCount {
  /**
   * The module whose default export is a React hook giving the number (undefined while unknown):
   * its own chunk, loaded once the shortcut is shown, so the hook's calls stay out of the entry.
   */
  load: () => Promise<{ default: () => number | undefined }>;
  /** Translation key naming the shortcut with the number (`{{count}}`), used while above zero. */
  labelKey: string;
}

/**
 * A shortcut a feature adds to the header's `shortcuts` block, shown to signed-in accounts:
 * an icon on phones, a worded button from tablet width up (docs/product/routes.md#header).
 */
export interface HeaderShortcut extends HeaderLink {
  icon: ShortcutIcon;
  /** The button's look; `ghost` unless told. */
  tone?: 'primary' | 'outline' | 'ghost';
  /** Shows only the icon at every width (the name stays for assistive technology). */
  iconOnly?: boolean;
  /** Shown to agent accounts only. */
  agentsOnly?: boolean;
  count?: ShortcutCount;
}

/** What a feature contributes to the header. */
export interface HeaderEntries {
  shortcuts?: readonly HeaderShortcut[];
  /** Links of the signed-in member menu, above sign out. */
  memberMenu?: readonly HeaderLink[];
}
