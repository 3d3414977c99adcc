import { describe, expect, it } from 'vitest';
import { mergeHandlerMaps, type HandlerMap } from './handler.js';

describe('mergeHandlerMaps', () => {
  const status: HandlerMap = {
    'system.status': () => ({ status: 0, maintenanceEnd: null, ip: '::1' }),
  };
  const country: HandlerMap = { 'system.country': () => ({ current: 'VN', countries: [] }) };

  it('joins the domain maps', () => {
    expect(Object.keys(mergeHandlerMaps([status, country])).sort()).toEqual([
      'system.country',
      'system.status',
    ]);
  });

  it('refuses an endpoint implemented by two domains', () => {
    expect(() => mergeHandlerMaps([status, status])).toThrow(/system\.status is defined twice/);
  });
});
