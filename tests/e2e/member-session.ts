import type { Page } from '@playwright/test';
import { tenantUrl } from './browser.js';

/**
 * Opens the tenant's home signed in, as the site keeps a session: the page signs in through the
 * mock backend (a seeded member's password is Passw0rd!, `trial` takes a free-play account) and
 * stores the token and the account info in session storage, then reloads. The interface language
 * is set in local storage first.
 */
export async function startSignedIn(
  page: Page,
  tenant: string,
  account: string,
  language = 'EN',
): Promise<void> {
  await startVisitor(page, language);
  await page.goto(tenantUrl(tenant, '/'));
  const failure = await page.evaluate(async (name) => {
    const trial = name === 'trial';
    const tenantJson = document.getElementById('wl-tenant')?.textContent ?? '{}';
    const { merchantCode } = JSON.parse(tenantJson) as { merchantCode: string };
    const res = await fetch(trial ? '/wps/session/login/freeplay' : '/wps/session/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Merchant: merchantCode,
        Device: 'web',
        'X-Gateway-Version': '3',
      },
      body: JSON.stringify(
        trial
          ? { os: 'linux', platform: 'W' }
          : { type: 'username', username: name, password: 'Passw0rd!' },
      ),
    });
    const body = (await res.json()) as {
      success: boolean;
      message: string | null;
      value: { token: string; customerType: number };
    };
    if (!body.success) return body.message ?? String(res.status);
    sessionStorage.setItem('token', body.value.token);
    sessionStorage.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({ type: body.value.customerType, firstTimeLogin: false }),
    );
    return null;
  }, account);
  if (failure !== null) throw new Error(`signing in ${account} failed: ${failure}`);
}

/** A visitor whose interface language is `language`. */
export async function startVisitor(page: Page, language = 'EN'): Promise<void> {
  await page.addInitScript((lng) => localStorage.setItem('hisLang', lng), language);
}

/** Answers the mock's launch host (games.invalid never resolves) with a page showing its address. */
export async function serveGameHost(page: Page): Promise<void> {
  await page
    .context()
    .route('https://games.invalid/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>game</title><h1>game</h1>' }),
    );
}
