import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_HITS_ENV } from './endpoint-hits.js';
import { createMockTestApp, type MockTestApp } from './test-support/mock-test-app.js';

let mock: MockTestApp;
let dir: string;
const saved = process.env[ENDPOINT_HITS_ENV];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wl-hits-'));
  process.env[ENDPOINT_HITS_ENV] = dir;
  mock = await createMockTestApp();
});

afterAll(async () => {
  await mock.close();
  rmSync(dir, { recursive: true, force: true });
  if (saved === undefined) delete process.env[ENDPOINT_HITS_ENV];
  else process.env[ENDPOINT_HITS_ENV] = saved;
});

const recorded = (): string[] =>
  readdirSync(dir).flatMap((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as string[]);

describe('endpoint hits', () => {
  it('records the route of a request that reaches its handler, not of one the API schema refuses', async () => {
    expect((await mock.call('system.status')).statusCode).toBe(200);
    expect((await mock.call('member.info')).statusCode).not.toBe(200);
    expect(
      (await mock.call('system.status', { headers: { merchant: 'NOPE' } })).statusCode,
    ).not.toBe(200);
    expect(recorded()).toEqual(['GET /wps/system/status']);
  });
});
