import { describe, expect, it } from 'vitest';
import { validSources, withFile } from '../fixtures/sources.js';
import type { TenantSources } from '../types.js';
import { checkTenants } from './check-tenants.js';

/** The interface's texts, as the app's English dictionary gives them. */
const INTERFACE = {
  auth: { login: { title: 'Log in', submit: 'Log in' } },
  footer: { ageWarning: 'Players must be 18 or over.' },
};

const TENANT_TEXTS = {
  hero: { title: 'ยินดีต้อนรับ', subtitle: 'เล่นเลย' },
  welcome: { body: 'เนื้อหา' },
  footer: { help: 'ช่วยเหลือ' },
  seo: { description: 'เว็บไซต์เกมออนไลน์' },
};

const offeringThai = (thai?: Record<string, unknown>): TenantSources => {
  const sources = withFile(validSources(), 'alpha', 'tenant.json', {
    merchantCode: 'ALPHA',
    languages: { default: 'VI', enabled: ['VI', 'TH', 'EN'] },
  });
  return thai === undefined ? sources : withFile(sources, 'alpha', 'locales/TH.json', thai);
};

const check = (sources: TenantSources) => checkTenants(sources, { interfaceDictionary: INTERFACE });

describe('a language is offered only when a dictionary covers the interface', () => {
  it('accepts the bundled languages without a locale file of the tenant', () => {
    expect(check(validSources())).toEqual([]);
  });

  it('refuses a language with no dictionary at its entry in languages.enabled', () => {
    expect(check(offeringThai())).toEqual([
      {
        file: 'tenants/alpha/tenant.json',
        pointer: '/languages/enabled/1',
        message: expect.stringContaining(
          'TH is offered but has no dictionary, so its players would read English',
        ) as string,
      },
    ]);
  });

  it('refuses a dictionary that lacks interface texts, at the first one it lacks', () => {
    const thai = { tenant: TENANT_TEXTS, auth: { login: { title: 'เข้าสู่ระบบ' } } };
    expect(check(offeringThai(thai))).toEqual([
      {
        file: 'tenants/alpha/locales/TH.json',
        pointer: '/auth/login/submit',
        message: expect.stringContaining(
          'missing TH text of "auth.login.submit" and 1 more interface texts',
        ) as string,
      },
    ]);
  });

  it('accepts a dictionary that holds every interface text', () => {
    const thai = {
      tenant: TENANT_TEXTS,
      auth: { login: { title: 'เข้าสู่ระบบ', submit: 'เข้าสู่ระบบ' } },
      footer: { ageWarning: 'ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป' },
    };
    expect(check(offeringThai(thai))).toEqual([]);
  });
});
