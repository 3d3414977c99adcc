import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockTestApp, JADE_TENANT, type MockTestApp } from '../test-support/mock-test-app.js';

let t: MockTestApp;
beforeAll(async () => {
  t = await createMockTestApp({ tenants: JADE_TENANT });
});
afterAll(() => t.close());

type Model = { id: number; name: string; streaming: boolean };

async function models(query: Record<string, string | number> = {}): Promise<Model[]> {
  const res = await t.call('live.models', { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: Model[] }>().value;
}

describe('live.models', () => {
  it('filters hosts by active, streaming and name', async () => {
    expect((await models()).length).toBe(8);
    const live = await models({ active: 1, streaming: 1 });
    expect(live.map((m) => m.id)).toEqual([101, 102, 103, 105, 108]);
    expect((await models({ active: 0 })).map((m) => m.id)).toEqual([107]);
    expect((await models({ name: 'linh' })).map((m) => m.name)).toEqual(['Linh Chi']);
  });
});

describe('live.chatLaunch', () => {
  it('answers the chat URL of a host with the query echoed', async () => {
    const res = await t.call('live.chatLaunch', {
      token: t.login('player.one'),
      query: {
        modelId: 102,
        lbg: 'https://img.example.com/bg.jpg',
        language: 'VI',
        b2c: 1,
        headerColor: '#112233',
        title: 'Live',
        template: 'v2',
      },
    });
    const url = new URL(res.json().value.chatUrl);
    expect(url.hostname).toBe('chat.invalid');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      modelId: '102',
      lbg: 'https://img.example.com/bg.jpg',
      language: 'VI',
      b2c: '1',
      headerColor: '#112233',
      title: 'Live',
      template: 'v2',
    });
  });

  it('fails for an unknown or inactive host and needs a session', async () => {
    const token = t.login('player.two');
    for (const modelId of [999, 107]) {
      const res = await t.call('live.chatLaunch', { token, query: { modelId } });
      expect(res.json()).toMatchObject({ success: false, message: 'not.found' });
    }
    expect((await t.call('live.chatLaunch', { query: { modelId: 101 } })).statusCode).toBe(401);
  });
});
