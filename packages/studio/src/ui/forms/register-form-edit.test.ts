import { describe, expect, it } from 'vitest';
import { registerFormEdit } from './register-form-edit.js';

type Form = {
  schema: { type: string; required: string[]; properties: Record<string, unknown> };
  uiSchema: unknown;
  mobile: unknown;
};

const before: Form = {
  schema: {
    type: 'object',
    required: ['username'],
    properties: {
      username: { type: 'string', minLength: 6, pattern: '^[0-9]+$', 'x-patternId': 'digits' },
      qqNum: false,
    },
  },
  uiSchema: { 'ui:order': ['username'] },
  mobile: { enabled: false, verification: false },
};

describe('the register form edited in its generated form', () => {
  it("writes a field's pattern with its kind, and drops it with the kind", () => {
    const next = structuredClone(before);
    next.schema.properties.username = {
      ...(before.schema.properties.username as object),
      'x-patternId': 'email',
    };
    const edited = registerFormEdit(before, next) as typeof next;
    expect(edited.schema.properties.username).toMatchObject({
      'x-patternId': 'email',
      pattern: expect.stringContaining('@'),
    });
    next.schema.properties.username = { type: 'string', minLength: 6, pattern: '^[0-9]+$' };
    expect((registerFormEdit(before, next) as typeof next).schema.properties.username).toEqual({
      type: 'string',
      minLength: 6,
    });
  });

  it('adds a field only once it has a rule, keeps a switched-off one and the rest of the file', () => {
    const next = structuredClone(before);
    next.schema.properties.email = {};
    next.schema.properties.nickname = { minLength: undefined, maxLength: 12 };
    const edited = registerFormEdit(before, next) as typeof next;
    expect(Object.keys(edited.schema.properties)).toEqual(['username', 'qqNum', 'nickname']);
    expect(edited.schema.properties.nickname).toEqual({ type: 'string', maxLength: 12 });
    expect(edited.schema.properties.qqNum).toBe(false);
    expect(edited.uiSchema).toEqual(before.uiSchema);
    expect(edited.schema.required).toEqual(['username']);
  });
});
