import { describe, expect, it } from 'vitest';
import { toGame } from './game.js';
import { toGamePage } from './game-page.js';
import { toRankList } from './rank-list.js';
import { gameTypesOfVendor, toVendorGameMenu } from './vendor-game-menu.js';
import { toVendorLanes } from './vendor-lanes.js';

const GAME = {
  nodeId: 11,
  vassalage: 'PG',
  gameCode: 'mahjong-ways',
  gameName: 'Mahjong Ways',
  gameType: 'RNG',
  isGame: 'GAME',
  icon: '/g/mahjong.png',
  maintenance: true,
};

describe('toGame', () => {
  it('reads the game fields public clients read', () => {
    expect(toGame(GAME)).toEqual(GAME);
  });

  it('reads the older names: defaultLanguage, defaultIcon or showIcon, nodeTypeManageId', () => {
    expect(
      toGame(
        {
          nodeId: 12,
          defaultLanguage: 'Fishing King',
          showIcon: '/g/fk.png',
          nodeTypeManageId: 'fk',
        },
        { vassalage: 'JL', gameType: 'FISH' },
      ),
    ).toEqual({
      nodeId: 12,
      gameName: 'Fishing King',
      icon: '/g/fk.png',
      gameCode: 'fk',
      vassalage: 'JL',
      gameType: 'FISH',
      isGame: 'GAME',
      maintenance: false,
    });
    expect(toGame({ nodeId: 13, gameName: 'X', defaultIcon: '/d.png' })?.icon).toBe('/d.png');
  });

  it('leaves out an entry without node id or name', () => {
    expect(toGame({ gameName: 'No id' })).toBeUndefined();
    expect(toGame({ nodeId: 1 })).toBeUndefined();
  });
});

describe('toGamePage', () => {
  it('reads games, totalPages and totalCount', () => {
    expect(toGamePage({ games: [GAME], totalPages: 3, totalCount: 41 })).toEqual({
      games: [GAME],
      totalPages: 3,
      totalCount: 41,
    });
  });

  it('reads an older paged answer (content, totalElements) and a bare list', () => {
    expect(toGamePage({ content: [GAME], totalPages: 2, totalElements: 21 })).toEqual({
      games: [GAME],
      totalPages: 2,
      totalCount: 21,
    });
    expect(toGamePage([GAME, { bad: true }])).toEqual({
      games: [GAME],
      totalPages: 1,
      totalCount: 1,
    });
  });
});

describe('toVendorLanes', () => {
  const card = { vassalage: 'PG', displayName: 'PG Soft', smallIcon: '/v/pg.png' };
  const expected = [
    {
      gameCategory: 'RNG',
      vendors: [
        {
          vassalage: 'PG',
          displayName: 'PG Soft',
          gameType: 'RNG',
          smallIcon: '/v/pg.png',
          isGame: 'VASSALAGE',
          gameCode: null,
          maintenance: false,
        },
      ],
    },
  ];

  it('reads value.lanes[] { title, cards[] }', () => {
    expect(toVendorLanes({ lanes: [{ title: 'RNG', cards: [card] }] })).toEqual(expected);
  });

  it('reads value.data.lanes with gameType and accountTypeName, and leaves unknown types out', () => {
    const { vassalage: _v, ...rest } = card;
    const value = {
      data: {
        lanes: [
          { gameType: 'RNG', cards: [{ ...rest, accountTypeName: 'PG' }] },
          { gameType: 'BINGO', cards: [card] },
        ],
      },
    };
    expect(toVendorLanes(value)).toEqual(expected);
  });

  it('reads a bare list of categories', () => {
    expect(toVendorLanes(expected)).toEqual(expected);
  });
});

describe('toVendorGameMenu', () => {
  it('flattens content by game type, then vassalage', () => {
    const menu = toVendorGameMenu({
      content: {
        RNG: { JL: [{ nodeId: 1, gameName: 'Slot' }], PG: [] },
        FISH: { JL: [{ nodeId: 2, defaultLanguage: 'Fish' }] },
        UNKNOWN: { X: [] },
      },
    });
    expect(menu.map(({ gameType, vassalage }) => `${gameType}/${vassalage}`)).toEqual([
      'RNG/JL',
      'RNG/PG',
      'FISH/JL',
    ]);
    expect(menu[2]?.games[0]).toMatchObject({
      gameName: 'Fish',
      vassalage: 'JL',
      gameType: 'FISH',
    });
    expect(gameTypesOfVendor(menu, 'JL')).toEqual(['RNG', 'FISH']);
    expect(toVendorGameMenu({})).toEqual([]);
  });
});

describe('toRankList', () => {
  const vo = {
    gameName: 'Mahjong Ways',
    customerName: 'pl***1',
    winAmount: 250000,
    iconUrl: '/g/m.png',
    nodeId: 11,
  };

  it('reads value.list[].vo', () => {
    expect(toRankList({ list: [{ vo }] })).toEqual([vo]);
  });

  it('reads records or rankList, entries with or without vo', () => {
    expect(toRankList({ records: [{ vo }] })).toEqual([vo]);
    expect(toRankList({ rankList: [{ gameName: 'G', userName: 'ab***9', amount: '12' }] })).toEqual(
      [{ gameName: 'G', customerName: 'ab***9', winAmount: 12, iconUrl: null, nodeId: null }],
    );
  });
});
