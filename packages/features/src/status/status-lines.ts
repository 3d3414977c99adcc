import type { StatusLine, StatusText } from './StatusPageView.js';

/** The maintenance page's lines of text, in order (an empty one is left out). */
const MAINTENANCE_LINE_KEYS = [
  'status.maintenance.message1',
  'status.maintenance.message2',
  'status.maintenance.thanks',
] as const;

/**
 * The maintenance page's lines: what is happening, then when it should end (`end`, written in the
 * page's language) when the backend says.
 */
export function maintenanceLines(text: StatusText, end: string | null): StatusLine[] {
  return [
    ...MAINTENANCE_LINE_KEYS.map((key) => ({ text: text(key) })).filter(
      (line) => line.text.trim() !== '',
    ),
    ...(end === null
      ? []
      : [
          {
            text: text('status.maintenance.expectedEnd', { time: end }),
            className: 'font-semibold',
            testId: 'maintenance-end',
          },
        ]),
  ];
}

/** The blocked page's lines: the visitor's own address when known, then the explanation. */
export function blockedLines(text: StatusText, ip: string): StatusLine[] {
  return [
    ...(ip === ''
      ? []
      : [
          { text: text('status.blocked.ip', { ip }), className: 'font-mono', testId: 'blocked-ip' },
        ]),
    { text: text('status.blocked.message') },
  ];
}
