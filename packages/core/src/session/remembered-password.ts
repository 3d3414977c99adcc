/**
 * Cookies in which earlier versions of the site, and the backend's own desktop site, kept a
 * remembered password. The site never writes them: remember me keeps the username only
 * (docs/product/accounts.md#remember-me).
 */
export const PASSWORD_COOKIES = ['cpw', 'rememberPassword'] as const;

/** Removes any password a cookie still holds (no-op without a page). */
export function forgetRememberedPassword(
  doc: Pick<Document, 'cookie'> | undefined = globalThis.document,
): void {
  if (doc === undefined) return;
  for (const name of PASSWORD_COOKIES) {
    doc.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
}
