import { describe, expect, it } from 'vitest';
import { tenantFormEdit } from './tenant-form-edit.js';

describe("tenant.json's form", () => {
  const before = { displayName: 'Jade', modules: { CBS3: false, REG3: true } };

  it('does not write the modules it shows on because no file names them', () => {
    const next = { displayName: 'Jade Palace', modules: { CBS3: false, REG3: true, COMM3: true } };
    expect(tenantFormEdit(before, next)).toEqual({
      displayName: 'Jade Palace',
      modules: { CBS3: false, REG3: true },
    });
  });

  it('writes a module the operator switches off, and one switched back on', () => {
    const next = { modules: { CBS3: true, REG3: true, COMM3: false } };
    expect(tenantFormEdit(before, next)).toEqual({
      modules: { CBS3: true, REG3: true, COMM3: false },
    });
  });
});
