/**
 * The line icons of the site's own controls (header shortcuts, Menu, the phone bar): one SVG path
 * each on a 24 × 24 grid, drawn with the current text colour.
 */
export const LINE_ICON_PATHS = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1 6 2 6-1-4-3-6 1',
  games:
    'M6 9h12a3 3 0 0 1 3 3v3a2 2 0 0 1-4 1l-1-2H8l-1 2a2 2 0 0 1-4-1v-3a3 3 0 0 1 3-3zM8 11v3M6.5 12.5h3M15 12h.01M17 13.5h.01',
  ball: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5l-2.5 4M8 10L3.5 8.5',
  deposit: 'M12 5v14M5 12h14',
  withdraw: 'M12 19V5M6 11l6-6 6 6',
  agent: 'M3 8h18v11H3zM9 8V5h6v3M3 13h18',
  card: 'M3 6h18v12H3zM3 10h18',
  account: 'M5 20a7 7 0 0 1 14 0M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8',
  inbox: 'M3 6h18v12H3zM3 6l9 7 9-7',
  menu: 'M4 6h16M4 12h16M4 18h16',
  chat: 'M4 5h16v11H9l-5 4z',
} as const;

export type LineIconName = keyof typeof LINE_ICON_PATHS;

/** A line icon, never read aloud: the control it sits in carries the words. */
export function LineIcon({ name, className }: { name: LineIconName; className: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={LINE_ICON_PATHS[name]} />
    </svg>
  );
}
