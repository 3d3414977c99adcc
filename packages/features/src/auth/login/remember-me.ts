/** Remember me (docs/product/accounts.md#remember-me): username and password in cookies for 24 hours. */
const USERNAME_COOKIE = 'rememberUsername';
const PASSWORD_COOKIE = 'rememberPassword';
const MAX_AGE_S = 24 * 60 * 60;

export interface RememberedLogin {
  username: string;
  password: string;
}

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

function writeCookie(name: string, value: string, maxAge: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
}

/** The credentials remembered on this browser, or null. */
export function rememberedLogin(): RememberedLogin | null {
  const username = readCookie(USERNAME_COOKIE);
  const password = readCookie(PASSWORD_COOKIE);
  return username && password !== null ? { username, password } : null;
}

/** Keeps the credentials for 24 hours, or forgets them when `remember` is false. */
export function rememberLogin(login: RememberedLogin, remember: boolean): void {
  const maxAge = remember ? MAX_AGE_S : 0;
  writeCookie(USERNAME_COOKIE, remember ? login.username : '', maxAge);
  writeCookie(PASSWORD_COOKIE, remember ? login.password : '', maxAge);
}
