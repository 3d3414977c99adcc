import { forgetRememberedPassword } from '@wl/core';

/**
 * Remember me (docs/product/accounts.md#remember-me): the username only, in a cookie for 24
 * hours. A password is never kept by the site; the browser's own password manager offers it
 * through the password field's `autocomplete`.
 */
const USERNAME_COOKIE = 'rememberUsername';
const MAX_AGE_S = 24 * 60 * 60;

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (found === undefined) return null;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return null;
  }
}

/**
 * The username remembered on this browser, or null. Any password an older version of the site
 * left in a cookie is removed on the way.
 */
export function rememberedUsername(): string | null {
  forgetRememberedPassword();
  return readCookie(USERNAME_COOKIE) || null;
}

/** Keeps the username for 24 hours, or forgets it when `remember` is false. */
export function rememberUsername(username: string, remember: boolean): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const value = remember ? encodeURIComponent(username) : '';
  const maxAge = remember ? MAX_AGE_S : 0;
  document.cookie = `${USERNAME_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
}
