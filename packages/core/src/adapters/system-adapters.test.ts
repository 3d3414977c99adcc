import { describe, expect, it } from 'vitest';
import { toDomainRoute } from './domain-route.js';
import { toRegisterRules } from './register-rules.js';

describe('toRegisterRules', () => {
  it('reads value.<field> with numeric pattern ids into the pattern kind names', () => {
    expect(
      toRegisterRules({
        username: {
          acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
          minLength: 6,
          maxLength: 12,
          patternId: 1,
        },
        mobileNum: { acceptedPattern: '^[0-9]+$', minLength: 0, maxLength: 15, patternId: '5' },
        qqNum: {
          enabled: false,
          required: false,
          acceptedPattern: '*',
          minLength: null,
          maxLength: null,
          patternId: 0,
        },
      }),
    ).toEqual({
      username: {
        enabled: true,
        required: false,
        acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
        patternId: 'letterStartAlphanumeric',
        minLength: 6,
        maxLength: 12,
      },
      mobileNum: {
        enabled: true,
        required: false,
        acceptedPattern: '^[0-9]+$',
        patternId: 'digits',
        minLength: null,
        maxLength: 15,
      },
      qqNum: {
        enabled: false,
        required: false,
        acceptedPattern: '*',
        patternId: '*',
        minLength: null,
        maxLength: null,
      },
    });
  });

  it('reads the older shape: value.fields with named pattern kinds and flags', () => {
    const rules = toRegisterRules({
      fields: {
        email: {
          enabled: true,
          required: true,
          acceptedPattern: '^.+@.+$',
          patternId: 'email',
          minLength: null,
          maxLength: 254,
        },
      },
      mobile: { enabled: true, verification: false },
    });
    expect(rules).toEqual({
      email: {
        enabled: true,
        required: true,
        acceptedPattern: '^.+@.+$',
        patternId: 'email',
        minLength: null,
        maxLength: 254,
      },
    });
  });

  it('treats an unknown pattern id as any', () => {
    expect(toRegisterRules({ a: { patternId: 999 } }).a?.patternId).toBe('*');
  });
});

describe('toDomainRoute', () => {
  it('reads value.domain and the routes', () => {
    expect(
      toDomainRoute({
        domain: 'demo.example.com',
        routes: [
          { domain: 'demo.example.com', type: 'WEB' },
          { domain: 'x.example.com', type: 'TV' },
        ],
      }),
    ).toEqual({
      domain: 'demo.example.com',
      routes: [{ domain: 'demo.example.com', type: 'WEB' }],
    });
  });

  it('reads an older answer that names the main domain mainDomain, without routes', () => {
    expect(toDomainRoute({ mainDomain: 'old.example.com' })).toEqual({
      domain: 'old.example.com',
      routes: [],
    });
    expect(() => toDomainRoute({ routes: [] })).toThrow(/unexpected value/);
  });
});
