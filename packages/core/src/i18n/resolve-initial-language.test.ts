import { describe, expect, it } from 'vitest';
import type { PublicTenantConfig } from '@wl/tenant-config';
import { resolveInitialLanguage } from './resolve-initial-language.js';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === 'hisLang' ? value : null),
});
const tenant = (languages: PublicTenantConfig['languages']) => ({ languages });

describe('resolveInitialLanguage', () => {
  const viEnCn = tenant({ default: 'EN', enabled: ['VI', 'EN', 'CN'] });

  it('a stored language the tenant enables wins, in any case', () => {
    expect(resolveInitialLanguage(viEnCn, storageWith('CN'))).toBe('CN');
    expect(resolveInitialLanguage(viEnCn, storageWith('cn'))).toBe('CN');
  });

  it('nothing stored: the tenant default language', () => {
    expect(resolveInitialLanguage(viEnCn, storageWith(null))).toBe('EN');
  });

  it('an invalid stored value falls back to VI when the tenant enables VI', () => {
    expect(resolveInitialLanguage(viEnCn, storageWith('xx'))).toBe('VI');
    expect(resolveInitialLanguage(viEnCn, storageWith('JA'))).toBe('VI');
  });

  it('an invalid stored value falls back to the tenant default when VI is not enabled', () => {
    const thaiSite = tenant({ default: 'TH', enabled: ['TH', 'EN'] });
    expect(resolveInitialLanguage(thaiSite, storageWith('VI'))).toBe('TH');
    expect(resolveInitialLanguage(thaiSite, storageWith('garbage'))).toBe('TH');
  });
});
