import type { Page } from '@playwright/test';

/** Password of every seeded mock account. */
const SEEDED_PASSWORD = 'Passw0rd!';

/**
 * Signs a seeded account in from inside the page, through the mock backend's own login call
 * sealed the way the tenant's encryption mode asks (plain JSON for `none`; otherwise the
 * backend's /js/encrypt.js seals it, and the digest is the SHA-256 of the JSON for `modern` and
 * the sealed payload for `upstream-script`), then stores the
 * session as the app does and reloads. Where the merchant asks a captcha, it draws one and asks
 * the mock's development controls for its answer. The page must already show the tenant.
 */
export async function signIn(page: Page, username: string): Promise<void> {
  await page.evaluate(
    async ({ user, password }) => {
      const config = JSON.parse(document.getElementById('wl-tenant')?.textContent ?? '{}') as {
        merchantCode: string;
        encryption: string;
      };
      const headers: Record<string, string> = {
        'content-type': 'application/json;charset=UTF-8',
        Merchant: config.merchantCode,
        Device: 'web',
      };
      await fetch('/wps/captcha', { headers });
      // The picture is pixels: the mock's development controls tell this caller its answer.
      const tenant = location.hostname.split('.')[0] ?? '';
      const told = await fetch(`/__dev/tenants/${tenant}/captcha`, { headers: { Device: 'web' } });
      const captcha = told.ok
        ? ((await told.json()) as { value: { answer: string } }).value.answer
        : undefined;
      const json = JSON.stringify({ type: 'username', username: user, password, captcha });
      let body = json;
      if (config.encryption !== 'none') {
        type Sealer = (text: string) => Promise<{ RSA: string; DES: string; rsaKey: string }>;
        const scope = window as unknown as { reRsaV2?: Sealer };
        if (!scope.reRsaV2) {
          await new Promise<void>((resolve, reject) => {
            const script = document.createElement('script');
            script.src = '/js/encrypt.js';
            script.onload = () => resolve();
            script.onerror = () => reject(new Error('no /js/encrypt.js'));
            document.head.append(script);
          });
        }
        const sealed = await (scope.reRsaV2 as Sealer)(json);
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(json));
        headers.Encryption = sealed.RSA;
        headers['X-RSA'] = sealed.rsaKey;
        // `upstream-script` sends the sealed payload itself as the digest, as the backend's own
        // clients do (docs/product/backend.md#encryption).
        headers['X-Digest'] =
          config.encryption === 'upstream-script'
            ? sealed.DES
            : btoa(String.fromCharCode(...new Uint8Array(digest)));
        body = JSON.stringify({ value: sealed.DES });
      }
      const res = await fetch('/wps/session/login', { method: 'POST', headers, body });
      const answer = (await res.json()) as {
        success: boolean;
        message: string | null;
        value: { token: string; customerType: number; firstTimeLogin: boolean };
      };
      if (!answer.success) throw new Error(`login of ${user} failed: ${answer.message ?? ''}`);
      sessionStorage.setItem('token', answer.value.token);
      sessionStorage.setItem(
        'MC_SESSION_INFO',
        JSON.stringify({ type: answer.value.customerType, firstTimeLogin: false }),
      );
    },
    { user: username, password: SEEDED_PASSWORD },
  );
  await page.reload();
}
