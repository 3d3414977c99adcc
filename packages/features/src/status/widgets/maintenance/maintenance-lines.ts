/** The maintenance page's lines of text, in order (an empty one is left out). */
export const MAINTENANCE_LINE_KEYS = [
  'status.maintenance.message1',
  'status.maintenance.message2',
  'status.maintenance.thanks',
] as const;
