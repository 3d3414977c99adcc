import { describe, expect, it } from 'vitest';
import { AGENT, OPEN, PLAYER, sitePerTestFile } from './foreign-site.js';
import { RawClient, expectSuccess } from './raw-client.js';
import { signIn } from './sign-in.js';

const site = sitePerTestFile();

describe('the other generation of names, answered beside the first', () => {
  it.each(['/wps/system/settings/consolidated', '/wps/system/location', '/wps/system/templates'])(
    'GET %s answers a guest',
    async (path) => {
      const client = new RawClient(site(), OPEN);

      const res = await client.send({ path });

      expectSuccess(res);
      expect(res.envelope.value).not.toBeNull();
    },
  );

  it('GET /wps/v2/member/securityConfig answers the member', async () => {
    const client = new RawClient(site(), OPEN);
    const token = await signIn(client, PLAYER);

    const res = await client.send({ path: '/wps/v2/member/securityConfig', token });

    expectSuccess(res);
    expect(res.envelope.value).not.toBeNull();
  });

  it('PUT /wps/member/language saves the language as PUT /wps/system/language does', async () => {
    const client = new RawClient(site(), OPEN);
    const token = await signIn(client, PLAYER);

    const res = await client.send({
      method: 'PUT',
      path: '/wps/member/language',
      body: { language: 'EN' },
      token,
    });

    expectSuccess(res);
  });

  it.each(['getPointBalance', 'getPointReward', 'getRedeemPointList', 'getPointConfig'])(
    'points: MCSFE_%s answers what its MCS2_ name answers',
    async (call) => {
      const client = new RawClient(site(), OPEN);
      const token = await signIn(client, PLAYER);

      const mcs2 = await client.value({ path: `/wps/relay/MCS2_${call}`, token });
      const mcsfe = await client.value({ path: `/wps/relay/MCSFE_${call}`, token });

      expect(mcsfe).toEqual(mcs2);
    },
  );

  it.each(['processDividendReq', 'processDailySalContract'])(
    'contracts: MCSFE_%s answers what its MCS2_ name answers',
    async (call) => {
      const client = new RawClient(site(), OPEN);
      const token = await signIn(client, AGENT);
      const query = { action: 'VIEW' };

      const mcs2 = await client.value({ path: `/wps/relay/MCS2_${call}`, query, token });
      const mcsfe = await client.value({ path: `/wps/relay/MCSFE_${call}`, query, token });

      expect(mcsfe).toEqual(mcs2);
    },
  );
});
