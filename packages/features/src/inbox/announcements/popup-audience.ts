/** Who the popups are for: a signed-in visitor (A, plus F right after a first-time login) or an anonymous one (B). */
export type PopupAudience = 'user' | 'anonymous';

type Execution = 'A' | 'B' | 'F';

/** Session-storage keys of the closed flags (docs/product/constants.md#session-storage-keys). */
const CLOSED_KEY = {
  user: 'userPopupClosed',
  anonymous: 'anonymousPopupClosed',
} as const;

/** The popup executions an audience sees. docs/product/member.md#popups */
export function executionsFor(audience: PopupAudience, firstTimeLogin: boolean): Execution[] {
  if (audience === 'anonymous') return ['B'];
  return firstTimeLogin ? ['A', 'F'] : ['A'];
}

/** Whether the audience's popups were closed in this browser session. */
export function popupsClosed(audience: PopupAudience): boolean {
  return sessionStorage.getItem(CLOSED_KEY[audience]) === '1';
}

/** Remembers for the rest of the session that the audience's popups were closed. */
export function closePopups(audience: PopupAudience): void {
  sessionStorage.setItem(CLOSED_KEY[audience], '1');
}
