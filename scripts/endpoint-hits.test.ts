import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '@wl/api/node';
import { readEndpointHits, uncalledRoutes } from './endpoint-hits.js';

const endpoint = (id: string, method: EndpointDef['method'], path: string, extra = {}) =>
  ({ id, method, path, aliases: [], ...extra }) as unknown as EndpointDef;

describe('API coverage by calls', () => {
  it('names every route of every endpoint no test called, aliases as routes of their own', () => {
    const endpoints = [
      endpoint('system.status', 'GET', '/wps/system/status'),
      endpoint('session.login', 'POST', '/wps/session/login', {
        aliases: [{ method: 'PUT', path: '/wps/session/login' }],
      }),
      endpoint('system.country', 'GET', '/wps/system/country'),
    ];
    const hits = new Set(['GET /wps/system/status', 'POST /wps/session/login']);
    expect(uncalledRoutes(endpoints, hits)).toEqual([
      'session.login: PUT /wps/session/login',
      'system.country: GET /wps/system/country',
    ]);
  });

  it('merges the routes recorded by every test process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-hits-'));
    writeFileSync(join(dir, '1-a.json'), JSON.stringify(['GET /a', 'GET /b']));
    writeFileSync(join(dir, '2-b.json'), JSON.stringify(['GET /b', 'POST /c']));
    expect([...readEndpointHits(dir)].sort()).toEqual(['GET /a', 'GET /b', 'POST /c']);
    rmSync(dir, { recursive: true });
    expect(readEndpointHits(dir).size).toBe(0);
  });
});
