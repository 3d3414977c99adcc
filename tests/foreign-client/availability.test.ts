import { describe, expect, it } from 'vitest';
import { CLOSED, OPEN, RESTING, sitePerTestFile } from './foreign-site.js';
import { RawClient, expectSuccess } from './raw-client.js';

const site = sitePerTestFile();

const GAME_LIST = {
  path: '/wps/relay/GCSGAME_gameList',
  query: { platform: 'html5', clientType: 2, language: 'en', pageNo: 1, pageSize: 20 },
};

describe('module off and maintenance as the real backend answers them', () => {
  it('a call whose module is off gets HTTP 400 with success false and function.not.available', async () => {
    const client = new RawClient(site(), CLOSED);

    const res = await client.send({
      ...GAME_LIST,
      query: { ...GAME_LIST.query, merchant: CLOSED.merchant },
    });

    expect(res.status).toBe(400);
    expect(res.envelope).toMatchObject({ success: false, message: 'function.not.available' });
  });

  it('in maintenance, calls get HTTP 400 function.not.available while the status call reports it', async () => {
    const client = new RawClient(site(), RESTING);
    const operator = new RawClient(site(), OPEN);
    expectSuccess(
      await operator.send({
        method: 'POST',
        path: `/__dev/tenants/${RESTING.code}/status`,
        body: { status: 1 },
      }),
    );

    const res = await client.send({
      ...GAME_LIST,
      query: { ...GAME_LIST.query, merchant: RESTING.merchant },
    });
    const status = await client.value({ path: '/wps/system/status' });

    expect(res.status).toBe(400);
    expect(res.envelope).toMatchObject({ success: false, message: 'function.not.available' });
    expect(status.status).toBe(1);
  });
});
