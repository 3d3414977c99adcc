import { parseCookie } from 'cookie';

/**
 * Where the visitor's answer to the consent banner is remembered (docs/product/seo.md#analytics):
 * a first-party cookie of this name, which the site server reads to draw the banner into the page
 * only for a visitor who has not answered, and which it never passes on to the backend. Answers
 * given before were kept in local storage under the same name; they are moved into the cookie.
 */
export const CONSENT_COOKIE = 'wlAnalyticsConsent';

export type ConsentChoice = 'granted' | 'denied';

/** A year, in seconds: how long the answer is kept. */
const KEPT_FOR_S = 365 * 24 * 60 * 60;

const isChoice = (value: string | null | undefined): value is ConsentChoice =>
  value === 'granted' || value === 'denied';

/** The answer a `Cookie` header (or `document.cookie`) carries, or null. */
export function consentChoiceInCookies(cookies: string | undefined): ConsentChoice | null {
  const value = parseCookie(cookies ?? '')[CONSENT_COOKIE];
  return isChoice(value) ? value : null;
}

/** The cookie that remembers `choice` on this site. */
function writeCookie(choice: ConsentChoice, doc: Pick<Document, 'cookie'>): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  doc.cookie = `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${KEPT_FOR_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The visitor's remembered answer, or null before they gave one (or when cookies and storage are
 * blocked). An answer only in local storage (given before the cookie) is moved into the cookie.
 */
export function readConsentChoice(
  storage: Pick<Storage, 'getItem'> = localStorage,
  doc: Pick<Document, 'cookie'> = document,
): ConsentChoice | null {
  const remembered = consentChoiceInCookies(doc.cookie);
  if (remembered !== null) return remembered;
  try {
    const stored = storage.getItem(CONSENT_COOKIE);
    if (!isChoice(stored)) return null;
    writeCookie(stored, doc);
    return stored;
  } catch {
    return null;
  }
}

/** Remembers the visitor's answer; blocked cookies only mean the banner asks again next time. */
export function writeConsentChoice(
  choice: ConsentChoice,
  doc: Pick<Document, 'cookie'> = document,
): void {
  writeCookie(choice, doc);
}
