import { describe, expect, it } from 'vitest';
import { buildTenant } from './build-tenant.js';
import { withDefaultModules } from './default-modules.js';
import { validSources, withFile } from './fixtures/sources.js';
import { WHITELABEL_MODULES } from './generated/whitelabel-modules.gen.js';

describe('withDefaultModules', () => {
  const sources = validSources();
  const alphaTenant = JSON.parse(sources.files.alpha?.['tenant.json'] ?? '{}') as object;

  it('turns on every module no tenant file names, so a new module needs no tenant edit', () => {
    const alpha = withDefaultModules(buildTenant('alpha', sources));
    expect(Object.keys(alpha.tenant.modules).sort()).toEqual(
      WHITELABEL_MODULES.map(({ id }) => id).sort(),
    );
    expect(alpha.tenant.modules.CBS3).toBe(true);
  });

  it('keeps a module a tenant switches off', () => {
    const off = withFile(sources, 'alpha', 'tenant.json', {
      ...alphaTenant,
      modules: { CBS3: false },
    });
    const alpha = withDefaultModules(buildTenant('alpha', off));
    expect(alpha.tenant.modules.CBS3).toBe(false);
    expect(alpha.tenant.modules.INBOX3).toBe(true);
  });
});
