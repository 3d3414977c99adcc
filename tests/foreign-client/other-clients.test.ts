import { describe, expect, it } from 'vitest';
import { OPEN, PLAYER, sitePerTestFile } from './foreign-site.js';
import { RawClient, firstOf, type Json } from './raw-client.js';
import { signIn } from './sign-in.js';

const site = sitePerTestFile();

/**
 * Clients by other authors (docs/product/backend.md#what-other-clients-send): a game-list script
 * that names the tenant only in its headers, a session client that signs in with `type: "1"` and
 * launches by room, a mobile claim page that sends ids as strings. Written from what they are
 * known to send and read, nothing else.
 */

/** The game-list script's headers: `Merchant` and `Language` (lower-case names), a module id, no `Device`. */
const SCRIPT_HEADERS = { device: null, 'module-id': 'GAMELO3', 'x-gateway-version': '3' };

describe('a game-list script', () => {
  it('lists every game in one 3000 page without a merchant parameter, reading showIcon and roomId', async () => {
    const script = new RawClient(site(), OPEN);

    const value = await script.value({
      path: '/wps/relay/GCSGAME_gameList',
      query: { clientType: 3, pageNo: 1, pageSize: 3000, imgSize: 'rx2', ext: 'avif', isNew: 1 },
      headers: SCRIPT_HEADERS,
    });

    expect(value.totalPages).toBe(1);
    expect(value.games).toHaveLength(value.totalCount);
    expect(value.totalCount).toBeGreaterThan(200);
    for (const game of value.games) {
      expect(typeof game.nodeId).toBe('number');
      expect(typeof game.roomId).toBe('number');
      expect(typeof game.vassalage).toBe('string');
      expect(typeof firstOf(game, ['gameName', 'nodeName'])).toBe('string');
      expect(typeof game.showIcon).toBe('string');
    }
  }, 30_000);

  it('is served the largest page when it asks for more, not refused', async () => {
    const script = new RawClient(site(), OPEN);

    const value = await script.value({
      path: '/wps/relay/GCSGAME_gameList',
      query: { pageNo: 1, pageSize: 100000 },
      headers: SCRIPT_HEADERS,
    });

    expect(value.games).toHaveLength(value.totalCount);
  });

  it('still gets request_param_err for a merchant parameter naming another tenant', async () => {
    const script = new RawClient(site(), OPEN);

    const res = await script.send({
      path: '/wps/relay/GCSGAME_gameList',
      query: { merchant: 'SOMEONE-ELSE', pageSize: 3000 },
      headers: SCRIPT_HEADERS,
    });

    expect(res.status).toBe(400);
    expect(res.envelope).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});

/** The session client's login payload when no captcha is due. */
const sessionLogin = (client: RawClient) =>
  client.value({
    method: 'POST',
    path: '/wps/session/login',
    body: {
      username: PLAYER.username,
      password: PLAYER.password,
      captcha: '',
      type: '1',
      loginDeviceId: client.deviceId,
      isOfficialAppLogin: false,
      isSms: false,
    },
    headers: { device: null },
  });

describe('a session client', () => {
  it('signs in with type "1" and an empty captcha, reading value.token and value.id', async () => {
    const client = new RawClient(site(), OPEN);

    const value = await sessionLogin(client);

    expect(typeof value.token).toBe('string');
    expect(value.id).toBeDefined();
  });

  it('launches a game by roomId and backUrl, reading value.gameUrl', async () => {
    const client = new RawClient(site(), OPEN);
    const { token } = await sessionLogin(client);
    const list = await client.value({
      path: '/wps/relay/GCSGAME_gameList',
      query: { pageSize: 3000 },
    });
    const game = list.games.find((g: Json) => g.gameType === 'RNG' && !g.maintenance);

    const value = await client.value({
      path: '/wps/game/launchGame',
      query: { roomId: game.roomId, backUrl: 'https://example.com/lobby', launchMode: 'GLS' },
      headers: { 'module-id': 'GAMELO3' },
      token,
    });

    const address = new URL(value.gameUrl);
    expect(address.searchParams.get('gameCode')).toBe(game.gameCode);
    expect(value.url).toBe(value.gameUrl);
    expect(value.content.game_url).toBe(value.gameUrl);
  });

  it('launches by gameId as the game code with nodeId', async () => {
    const client = new RawClient(site(), OPEN);
    const { token } = await sessionLogin(client);
    const list = await client.value({
      path: '/wps/relay/GCSGAME_gameList',
      query: { pageSize: 3000 },
    });
    const game = list.games.find((g: Json) => g.gameType === 'FISH' && !g.maintenance);

    const value = await client.value({
      path: '/wps/game/launchGame',
      query: {
        gameId: game.gameCode,
        nodeId: game.nodeId,
        launchMode: 'GLS',
        clientType: 3,
        confirmTrans: 1,
        webView: 1,
        isCoin: 0,
      },
      token,
    });

    expect(new URL(value.gameUrl).searchParams.get('gameCode')).toBe(game.gameCode);
  });
});

describe('a mobile claim page', () => {
  it('claims a reward and opens and cancels a ticket with string ids', async () => {
    const client = new RawClient(site(), OPEN);
    const token = await signIn(client, PLAYER);
    const [issued] = await client.value({ path: '/wps/relay/MCSFE_getAvailablePromotions', token });
    const ticketable = await client.value({
      path: '/wps/relay/PROMOFE_getClaimTicketPromotionList',
      token,
    });
    const open = ticketable.find((p: Json) => !p.ticketOpen);
    const idOf = (item: Json) =>
      String(firstOf(item, ['id', 'ticketId', 'promotionId', 'promoId']));

    const claimed = await client.value({
      method: 'POST',
      path: '/wps/relay/MCSFE_claimIssuedPromotion',
      body: { id: idOf(issued), promotionId: idOf(issued) },
      token,
    });
    const ticket = await client.value({
      method: 'POST',
      path: '/wps/relay/PROMOFE_claimTicket',
      body: { id: idOf(open), ticketId: idOf(open) },
      token,
    });
    const cancelled = await client.value({
      method: 'POST',
      path: '/wps/relay/MCSFE_cancelTicket',
      body: { id: idOf(ticket) },
      token,
    });

    expect(String(claimed.promotionId)).toBe(idOf(issued));
    expect(cancelled.status).toBe('CANCELLED');
  });

  it('still gets request_param_err for an id that is not a number', async () => {
    const client = new RawClient(site(), OPEN);
    const token = await signIn(client, PLAYER);

    const res = await client.send({
      method: 'POST',
      path: '/wps/relay/MCSFE_cancelTicket',
      body: { id: 'twelve' },
      token,
    });

    expect(res.envelope).toMatchObject({ success: false, msg: 'request_param_err' });
  });
});
