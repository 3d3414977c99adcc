import { describe, expect, it } from 'vitest';
import { OPEN, PLAYER, sitePerTestFile } from './foreign-site.js';
import { RawClient, expectSuccess } from './raw-client.js';
import { signIn } from './sign-in.js';

const site = sitePerTestFile();

/** The rewards-centre reads a mobile client makes when the player opens it. */
const REWARDS_READS = [
  'MCSFE_getPlayerRankProgress',
  'MCSFE_getReferralDetails',
  'MCSFE_getDepositSettings',
  'MCSFE_getWithdrawSettings',
  'MCSFE_getAvailablePromotions',
  'MCSFE_getClaimPromotion',
  'MCSFE_getRegisterPromotionList',
  'MCSFE_getLoginPromotion',
  'MCSFE_getLoginPromotionConfigHistory',
  'PROMOFE_getClaimTicketList',
  'PROMOFE_getDiscountTicketList',
  'PROMOFE_getUnappliedExtraRewardClaimList',
];

describe('rewards centre relays', () => {
  it.each(REWARDS_READS)('%s answers the signed-in player', async (name) => {
    const client = new RawClient(site(), OPEN);
    const token = await signIn(client, PLAYER);

    const res = await client.send({ path: `/wps/relay/${name}`, token });

    expectSuccess(res);
    expect(res.envelope.value).not.toBeNull();
  });
});

describe('money and domain calls', () => {
  it('POST /wps/v2/transaction/withdraw is answered by the backend, not refused as unknown', async () => {
    const client = new RawClient(site(), OPEN);
    const token = await signIn(client, PLAYER);

    const res = await client.send({
      method: 'POST',
      path: '/wps/v2/transaction/withdraw',
      body: { amount: 100000 },
      token,
    });

    expect(res.status).toBeLessThan(500);
    expect(res.status).not.toBe(404);
    expect(typeof res.envelope.success, res.text).toBe('boolean');
    expect(res.envelope.message).not.toBe('function.not.available');
  });

  it('WPSCORE_checkIfAppDomain tells the client whether its host is an app domain', async () => {
    const client = new RawClient(site(), OPEN);

    const res = await client.send({
      path: '/wps/relay/WPSCORE_checkIfAppDomain',
      query: { domain: `${OPEN.code}.localhost` },
    });

    expectSuccess(res);
    expect(res.envelope.value).not.toBeNull();
  });
});
