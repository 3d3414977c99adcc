import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.js';

describe('WL_TRUST_PROXY', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
  });

  it('reads a list of addresses, ranges and named ranges', () => {
    expect(parseTrustProxy('10.0.0.0/8, loopback,2001:db8::1')).toEqual([
      '10.0.0.0/8',
      'loopback',
      '2001:db8::1',
    ]);
  });

  it('refuses a hop count: a client reaching the port could name its own address', () => {
    expect(() => parseTrustProxy('1')).toThrow(/load balancer's address.*never a hop count/);
  });

  it.each(['true', '*', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/2'])(
    'refuses %s with a message naming it',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(value);
    },
  );
});
