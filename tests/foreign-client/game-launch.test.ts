import { describe, expect, it } from 'vitest';
import { OPEN, PLAYER, sitePerTestFile } from './foreign-site.js';
import { RawClient, type Json } from './raw-client.js';
import { signIn } from './sign-in.js';

const site = sitePerTestFile();

/** The launch query of a mobile client: the game named by its nodeId, as gameId and nodeId. */
function launchQuery(game: Json, launchMode: string | undefined) {
  return {
    gameType: 'RNG',
    vassalage: 'PG',
    gameId: game.nodeId,
    nodeId: game.nodeId,
    platform: 'html5',
    launchMode,
    accountType: 1,
    language: 'EN',
  };
}

/** Two playable PG slots from the game list, as the lobby shows them. */
async function twoPgSlots(client: RawClient): Promise<Json[]> {
  const value = await client.value({
    path: '/wps/relay/GCSGAME_gameList',
    query: {
      merchant: OPEN.merchant,
      platform: 'html5',
      clientType: 2,
      language: 'en',
      pageNo: 1,
      pageSize: 20,
      gameType: 'RNG',
      vassalage: 'PG',
    },
  });
  expect(Array.isArray(value?.games), 'value.games[]').toBe(true);
  const playable = (value.games as Json[]).filter((game) => game.maintenance !== true);
  expect(playable.length).toBeGreaterThanOrEqual(2);
  return playable.slice(0, 2);
}

describe('game launch as public clients send it', () => {
  it('launchGame by nodeId opens that game, not the vendor lobby', async () => {
    const client = new RawClient(site(), OPEN);
    const token = await signIn(client, PLAYER);
    const games = await twoPgSlots(client);

    const urls: string[] = [];
    for (const game of games) {
      const value = await client.value({
        path: '/wps/game/launchGame',
        query: launchQuery(game, 'GLS'),
        token,
      });
      const url: unknown = value?.content?.game_url ?? value?.url;
      expect(url, 'value.content.game_url or value.url').toMatch(/^https?:\/\//);
      const names = [game.nodeId, game.gameCode, game.nodeTypeManageId].filter(
        (name) => name !== undefined && name !== null,
      );
      expect(
        names.some((name) => (url as string).includes(String(name))),
        `${String(url)} names none of ${names.join(', ')}`,
      ).toBe(true);
      urls.push(url as string);
    }

    expect(urls[0]).not.toBe(urls[1]);
  });

  it('a launch without launchMode gets HTTP 500 `#727 system busy`, read from message, msg or errorCode', async () => {
    const client = new RawClient(site(), OPEN);
    const token = await signIn(client, PLAYER);
    const [game] = await twoPgSlots(client);

    const res = await client.send({
      path: '/wps/game/launchGame',
      query: launchQuery(game, undefined),
      token,
    });

    expect(res.status).toBe(500);
    expect(res.envelope.success).toBe(false);
    expect(res.envelope.message).toMatch(/#727 system busy/);
    expect(res.envelope.msg).toMatch(/system busy/);
    expect(res.envelope.errorCode).toBe('727');
  });
});
