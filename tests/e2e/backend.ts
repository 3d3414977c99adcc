import type { Page } from '@playwright/test';
import { tenantFacts } from './tenant-fixtures.js';
import { tenantUrl } from './browser.js';

/**
 * Calls the site's backend from a page of the tenant, as the site does (same origin, the
 * tenant's merchant code), and answers the envelope's value.
 */
export async function backend<T>(
  page: Page,
  code: string,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  return page.evaluate(
    async ({ path, init, merchant }) => {
      const res = await fetch(path, {
        ...init,
        headers: {
          Merchant: merchant,
          Device: 'web',
          'Content-Type': 'application/json',
          ...(init.headers as Record<string, string> | undefined),
        },
      });
      return ((await res.json()) as { value: unknown }).value;
    },
    { path, init, merchant: tenantFacts(code).merchantCode },
  ) as Promise<T>;
}

/**
 * Signs a seeded account in through the backend (on the tenant's home) and answers its token. The
 * login body goes as plain JSON: for a tenant whose `api.encryption` is `none` (saigon).
 */
export async function signIn(page: Page, code: string, username = 'player.one'): Promise<string> {
  await page.goto(tenantUrl(code, '/'));
  const value = await backend<{ token: string }>(page, code, '/wps/session/login', {
    method: 'POST',
    body: JSON.stringify({ type: 'username', username, password: 'Passw0rd!' }),
  });
  return value.token;
}
