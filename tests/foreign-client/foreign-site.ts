import { afterAll, beforeAll } from 'vitest';
import { buildSiteServer } from '../../packages/site-server/src/build-site-server.js';
import { createSiteFixture } from '../../packages/site-server/src/test-support/site-fixture.js';

/** The deployed site: the site server with the mock backend. */
export type SiteApp = ReturnType<typeof buildSiteServer>;

/** A site of the suite: its folder under tenants/ (and `<code>.localhost`) and merchant code. */
export interface ForeignTenant {
  code: string;
  merchant: string;
}

/** Every module on, payloads in plain JSON, mobile registration without an SMS code, a captcha. */
export const OPEN: ForeignTenant = { code: 'open', merchant: 'OPEN01' };
/** Payloads of encrypted calls sealed with the backend's /js/encrypt.js (`upstream-script`). */
export const SEALED: ForeignTenant = { code: 'sealed', merchant: 'SEALED01' };
/** The game lobby module (GAMELO3) switched off. */
export const CLOSED: ForeignTenant = { code: 'closed', merchant: 'CLOSED01' };
/** A site the tests put into maintenance. */
export const RESTING: ForeignTenant = { code: 'resting', merchant: 'RESTING01' };

/** A seeded player of every merchant, with money in the main and two vendor wallets. */
export const PLAYER = { username: 'player.one', password: 'Passw0rd!' } as const;
/** A seeded top agent of every merchant. */
export const AGENT = { username: 'agent.top', password: 'Passw0rd!' } as const;

const OPEN_REGISTER_FORM = {
  schema: {
    type: 'object',
    properties: { captcha: { type: 'string', minLength: 4, maxLength: 5 } },
  },
  uiSchema: {
    'ui:order': ['username', 'password', 'confirmPassword', 'mobileNum', 'captcha', '*'],
  },
  mobile: { enabled: true, verification: false },
};

/**
 * The site an operator deploys (site server with the mock backend and its development controls)
 * over the repository's tenants plus the suite's own sites, so the suite does not depend on how a
 * demo tenant is configured.
 */
export function startForeignSite(): { app: SiteApp; close: () => Promise<void> } {
  const site = createSiteFixture();
  const plain = { upstream: null, encryption: 'none' };
  site.writeTenant(OPEN.code, {
    'tenant.json': { merchantCode: OPEN.merchant, displayName: 'Open', api: plain },
    'forms/register.json': OPEN_REGISTER_FORM,
  });
  site.writeTenant(SEALED.code, {
    'tenant.json': {
      merchantCode: SEALED.merchant,
      displayName: 'Sealed',
      api: { upstream: null, encryption: 'upstream-script' },
    },
  });
  site.writeTenant(CLOSED.code, {
    'tenant.json': {
      merchantCode: CLOSED.merchant,
      displayName: 'Closed',
      api: plain,
      modules: { GAMELO3: false },
    },
  });
  site.writeTenant(RESTING.code, {
    'tenant.json': { merchantCode: RESTING.merchant, displayName: 'Resting', api: plain },
  });
  const app = buildSiteServer({
    tenantsDir: site.tenantsDir,
    distDir: site.distDir,
    mock: true,
    devControls: true,
  });
  return {
    app,
    close: async () => {
      await app.close();
      site.remove();
    },
  };
}

/** One site for the test file: started before its tests, closed after them. */
export function sitePerTestFile(): () => SiteApp {
  let site: ReturnType<typeof startForeignSite> | undefined;
  beforeAll(() => {
    site = startForeignSite();
  });
  afterAll(async () => {
    await site?.close();
  });
  return () => {
    if (!site) throw new Error('the site starts in beforeAll');
    return site.app;
  };
}
