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

    expect(value.account).toBe(PLAYER.username);
    expect(value.username).toBe(PLAYER.username);
    expect(typeof value.nickname).toBe('string');
    expect(value.mobile).toMatch(/\d{6,}/);
    expect(Number.isNaN(new Date(value.regDate).getTime())).toBe(false);
    expect(typeof value.clubLabel?.labelName).toBe('string');
  });

  it('consolidated funds: the balance shown is availableBalance', async () => {
    const { client, token } = await signedIn();

    const value = await client.value({ path: '/wps/member/info/funds/consolidated', token });

    expect(typeof value.availableBalance).toBe('number');
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

    expect(typeof value.sumBalance).toBe('number');
    expect(typeof value.currencySymbol).toBe('string');
    expect(Array.isArray(wallets)).toBe(true);
    for (const wallet of wallets) {
      expect(typeof wallet.accountTypeId).toBe('number');
      expect(typeof wallet.availBalance).toBe('number');
    }
    const main = wallets.find((wallet) => wallet.accountTypeId === MAIN_WALLET);
    expect(main?.availBalance).toBeGreaterThan(0);
    expect(value.sumBalance).toBeGreaterThanOrEqual(main.availBalance);
  });
});
