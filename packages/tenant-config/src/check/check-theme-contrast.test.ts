import { describe, expect, it } from 'vitest';
import { fileJson, validSources, withFile } from '../fixtures/sources.js';
import { checkTenants } from './check-tenants.js';

const WCAG = expect.stringMatching(/contrast of 1\.\d\d:1 .*WCAG AA asks at least 3:1/);

describe('the contrast rule in tenant:check', () => {
  it("refuses a primary colour below 3:1 on the theme's background, at the tenant's colour", () => {
    const sources = withFile(validSources(), 'alpha', 'theme.json', {
      colors: { primary: '#f0f0f0' },
    });
    expect(checkTenants(sources)).toEqual([
      { file: 'tenants/alpha/theme.json', pointer: '/colors/primary', message: WCAG },
    ]);
  });

  it("names the tenant's file when its theme makes an inherited colour unreadable", () => {
    const valid = validSources();
    const darkDefault = withFile(valid, '_default', 'theme.json', {
      ...fileJson(valid, '_default', 'theme.json'),
      daisyTheme: 'dark',
      colors: { primary: '#f0f0f0' },
    });
    expect(checkTenants(darkDefault)).toEqual([]);
    const sources = withFile(darkDefault, 'alpha', 'theme.json', { daisyTheme: 'light' });
    expect(checkTenants(sources)).toEqual([
      { file: 'tenants/alpha/theme.json', pointer: '/colors/primary', message: WCAG },
    ]);
  });

  it('accepts the same colour on a dark theme', () => {
    const sources = withFile(validSources(), 'alpha', 'theme.json', {
      daisyTheme: 'dark',
      colors: { primary: '#f0f0f0' },
    });
    expect(checkTenants(sources)).toEqual([]);
  });
});
