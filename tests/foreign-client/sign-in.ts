import type { RawClient } from './raw-client.js';

/**
 * Signs in with the login form's own fields (type, username, password), the way the original
 * desktop site does, and answers `value.token`. Tests of other areas start from it so that they
 * check their own calls; the login a mobile client sends is tested on its own.
 */
export async function signIn(
  client: RawClient,
  account: { username: string; password: string },
): Promise<string> {
  const value = await client.value({
    method: 'POST',
    path: '/wps/session/login',
    body: { type: 'username', username: account.username, password: account.password },
  });
  const token: unknown = value?.token;
  if (typeof token !== 'string' || token === '') {
    throw new Error(`login answered no value.token: ${JSON.stringify(value)}`);
  }
  return token;
}
