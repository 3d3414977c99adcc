import { describe, expect, it } from 'vitest';
import { renderTenantTypes, tenantTypesStale } from './tenant-types-gen.js';

describe('tenant file types', () => {
  it('are up to date with schemas/tenant (run pnpm tenant:gen)', async () => {
    expect(await tenantTypesStale()).toBe(false);
  });

  it('name each file kind after its schema and leave out the editor hint', async () => {
    const source = await renderTenantTypes();
    for (const name of ['TenantFile', 'ThemeFile', 'MenuFile', 'PageFile', 'RegisterFormFile']) {
      expect(source).toContain(`export interface ${name} {`);
    }
    expect(source).toMatch(/export interface LayoutFile \{[^}]*header: PageFile;/);
    expect(source).not.toContain('$schema');
  });
});
