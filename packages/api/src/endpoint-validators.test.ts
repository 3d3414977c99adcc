import { describe, expect, it } from 'vitest';
import type { EndpointDef } from './endpoint.js';
import { endpointValidators, loadApiSchema, queryValidator } from './node/index.js';

const endpoints = loadApiSchema();

function def(id: string): EndpointDef {
  const found = endpoints.find((e) => e.id === id);
  if (!found) throw new Error(`no endpoint ${id}`);
  return found;
}

const gameRecord = {
  nodeId: 7,
  vassalage: 'PG',
  gameCode: 'fortune-tiger',
  gameName: 'Fortune Tiger',
  gameType: 'RNG',
  isGame: 'GAME',
  icon: null,
  maintenance: false,
};

describe('endpointValidators', () => {
  it('compiles query, body and response of every endpoint', () => {
    for (const e of endpoints) {
      const v = endpointValidators(e);
      expect(typeof v.response, e.id).toBe('function');
      expect(v.query !== undefined, e.id).toBe(e.query !== undefined);
      expect(v.queryValidator !== undefined, e.id).toBe(e.query !== undefined);
      expect(v.body !== undefined, e.id).toBe(e.body !== undefined);
    }
  });

  it('returns the cached validators for the same endpoint', () => {
    expect(endpointValidators(def('games.list'))).toBe(endpointValidators(def('games.list')));
  });

  it('checks a response value, resolving common.json refs and refusing extra fields', () => {
    const { response } = endpointValidators(def('games.hot'));
    expect(response([gameRecord])).toBe(true);
    expect(response([{ ...gameRecord, gameType: 'SLOTS' }])).toBe(false);
    expect(response([{ ...gameRecord, extra: 1 }])).toBe(false);
  });

  it('checks recursive local $defs (the whitelabel module tree)', () => {
    const { response } = endpointValidators(def('system.whitelabel'));
    expect(
      response([{ modId: 'REG3', enabled: '1', children: [{ modId: 'CAPTCHA3', enabled: '0' }] }]),
    ).toBe(true);
    expect(
      response([{ modId: 'REG3', enabled: '1', children: [{ modId: 'CAPTCHA3', enabled: 1 }] }]),
    ).toBe(false);
  });

  it('requires the fields of the chosen login type', () => {
    const body = endpointValidators(def('session.login')).body!;
    expect(body({ type: 'username', username: 'alice', password: 'secret1' })).toBe(true);
    expect(body({ type: 'username', username: 'alice' })).toBe(false);
    expect(body({ type: 'sms', mobileNum: '912345678', countryDialingCode: '84' })).toBe(false);
    expect(
      body({
        type: 'sms',
        mobileNum: '912345678',
        countryDialingCode: '84',
        verificationCode: '1234',
      }),
    ).toBe(true);
    expect(body({ type: 'username', username: ' alice', password: 'secret1' })).toBe(false);
  });

  it('bounds the SMS verification code at 255 characters', () => {
    const body = endpointValidators(def('member.passwordVerification')).body!;
    const reset = { newPassword: 'N3wPassword', mobileNum: '912345678' };
    expect(body({ ...reset, verificationCode: '1'.repeat(255) })).toBe(true);
    expect(body({ ...reset, verificationCode: '1'.repeat(256) })).toBe(false);
  });

  it('bounds feedback content in characters (words are counted by the handler) and refuses unknown body fields', () => {
    const body = endpointValidators(def('content.feedback')).body!;
    expect(body({ category: 'OTHER', content: 'Great site' })).toBe(true);
    expect(body({ category: 'OTHER', content: '' })).toBe(false);
    expect(body({ category: 'OTHER', content: 'x'.repeat(10_000) })).toBe(true);
    expect(body({ category: 'OTHER', content: 'x'.repeat(10_001) })).toBe(false);
    expect(body({ category: 'OTHER', content: 'Great site', rating: 5 })).toBe(false);
  });

  it('coerces query strings only in the query validator', () => {
    const e = def('games.list');
    const query = { merchant: 'm1', gameType: 'RNG', pageNo: '2', pageSize: '30' };
    const coercing = queryValidator(e)!;
    const coerced: Record<string, unknown> = { ...query };
    expect(coercing(coerced)).toBe(true);
    expect(coerced.pageNo).toBe(2);
    expect(endpointValidators(e).query!({ ...query })).toBe(false);
    expect(coercing({ merchant: 'm1', gameType: 'RNG', pageNo: 'two' })).toBe(false);
    expect(coercing({ gameType: 'RNG' })).toBe(false);
  });

  it('accepts a login failure value only through the documented captcha flag', () => {
    const { response } = endpointValidators(def('session.login'));
    const ok = {
      token: 't',
      id: 7,
      userName: 'alice',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
    };
    expect(response(ok)).toBe(true);
    expect(response({ ...ok, password: 'secret1' })).toBe(false);
    expect(response({ ...ok, captcha: true })).toBe(true);
  });
});
