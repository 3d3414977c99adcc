import { describe, expect, it } from 'vitest';
import { OPEN, PLAYER, sitePerTestFile } from './foreign-site.js';
import { RawClient, type Json } from './raw-client.js';
import { signIn } from './sign-in.js';

const site = sitePerTestFile();

/** The main wallet's account type in `v2/wallets/balance`. */
const MAIN_WALLET = 2;

async function signedIn(): Promise<{ client: RawClient; token: string }> {
  const client = new RawClient(site(), OPEN);
  return { client, token: await signIn(client, PLAYER) };
}

describe('member info and money as clients read them', () => {
  it('member info: account, nickname, username, mobile, regDate and clubLabel.labelName', async () => {
    const { client, token } = await signedIn();

    const value = await client.value({ path: '/wps/member/info', token });

    expect(value.account, 'value.account').toBe(PLAYER.username);
    expect(value.username, 'value.username').toBe(PLAYER.username);
    expect(value.nickname, 'value.nickname').toBeTypeOf('string');
    expect(value.mobile, 'value.mobile').toMatch(/\d{6,}/);
    expect(value.regDate, 'value.regDate').toBeDefined();
    expect(Number.isNaN(new Date(value.regDate).getTime()), 'value.regDate is a date').toBe(false);
    expect(value.clubLabel?.labelName, 'value.clubLabel.labelName').toBeTypeOf('string');
  });

  it('consolidated funds: the balance shown is availableBalance', async () => {
    const { client, token } = await signedIn();

    const value = await client.value({ path: '/wps/member/info/funds/consolidated', token });

    expect(value.availableBalance, 'value.availableBalance').toBeTypeOf('number');
    expect(value.availableBalance).toBeGreaterThan(0);
  });

  it('GET /wps/v2/wallets/balance?typeId=0: sumBalance, currencySymbol and balance[] with the main wallet as accountTypeId 2', async () => {
    const { client, token } = await signedIn();

    const value = await client.value({
      path: '/wps/v2/wallets/balance',
      query: { typeId: 0 },
      token,
    });
    const wallets: Json[] = value.balance;

    expect(value.sumBalance, 'value.sumBalance').toBeTypeOf('number');
    expect(value.currencySymbol, 'value.currencySymbol').toBeTypeOf('string');
    expect(Array.isArray(wallets), 'value.balance[]').toBe(true);
    for (const wallet of wallets) {
      expect(wallet.accountTypeId, 'balance[].accountTypeId').toBeTypeOf('number');
      expect(wallet.availBalance, 'balance[].availBalance').toBeTypeOf('number');
    }
    const main = wallets.find((wallet) => wallet.accountTypeId === MAIN_WALLET);
    expect(main?.availBalance, 'the main wallet (accountTypeId 2)').toBeGreaterThan(0);
    expect(value.sumBalance).toBeGreaterThanOrEqual(main.availBalance);
  });
});
