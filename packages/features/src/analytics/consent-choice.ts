/** Local-storage key of the visitor's answer to the consent banner (docs/product/seo.md#analytics). */
export const CONSENT_STORAGE_KEY = 'wlAnalyticsConsent';

export type ConsentChoice = 'granted' | 'denied';

/** The visitor's remembered answer, or null before they gave one (or when storage is blocked). */
export function readConsentChoice(
  storage: Pick<Storage, 'getItem'> = localStorage,
): ConsentChoice | null {
  try {
    const value = storage.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the visitor's answer; a blocked storage only means the banner asks again next time. */
export function writeConsentChoice(
  choice: ConsentChoice,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    storage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Private mode or a full storage: the choice holds for this page only.
  }
}
