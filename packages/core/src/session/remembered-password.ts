/** Cookie in which "Remember me" keeps the password (docs/product/accounts.md#remember-me). */
export const REMEMBERED_PASSWORD_COOKIE = 'cpw';

/** Removes the remembered password, so the next login form does not fill it in (no-op without a page). */
export function forgetRememberedPassword(
  doc: Pick<Document, 'cookie'> | undefined = globalThis.document,
): void {
  if (doc === undefined) return;
  doc.cookie = `${REMEMBERED_PASSWORD_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
