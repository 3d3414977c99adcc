import { act, screen, within } from '@testing-library/react';
import { useModulesStore, type GameRecord } from '@wl/core';
import { testTenant } from '@wl/core/testing';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import GameShelves from './GameShelves.js';

const settings = {
  hotTitleKey: 'games.shelves.hot',
  newTitleKey: 'games.shelves.new',
  newGameType: 'RNG' as const,
  newVassalage: 'JL',
  limit: 4,
};

const MODULES = ['GAMELO3', 'GAMELOHOT3'] as const;
const tenant = testTenant({ modules: Object.fromEntries(MODULES.map((m) => [m, true])) });

const game = (nodeId: number, gameName: string, vassalage = 'PG'): GameRecord => ({
  nodeId,
  vassalage,
  gameCode: `${vassalage}_RNG_${String(nodeId)}`,
  gameName,
  gameType: 'RNG',
  isGame: 'GAME',
  icon: `/art/${String(nodeId)}.svg`,
  maintenance: false,
});

const names = (shelf: HTMLElement) =>
  within(shelf)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('GameShelves', () => {
  it('shows hot and new games, each name once, every tile a named button with a sized thumbnail', async () => {
    await renderFeature(<GameShelves settings={settings} sectionId="games" />, {
      language: 'EN',
      tenant,
      answers: {
        'games.hot': [
          game(1, 'Fortune Gems'),
          game(2, 'Fortune Gems', 'JDB'),
          game(3, 'Lucky Koi'),
          game(4, 'Wild Empire'),
          game(5, 'Neon Reels'),
        ],
        'games.list': {
          games: [
            game(11, 'Lucky Koi', 'JL'),
            game(12, 'Samurai Quest', 'JL'),
            game(13, 'Panda Riches', 'JL'),
            game(14, 'Candy Tiger', 'JL'),
            game(15, 'Viking Gems', 'JL'),
          ],
          totalPages: 1,
          totalCount: 5,
          pageNo: 1,
          pageSize: 12,
        },
      },
    });
    act(() =>
      useModulesStore.getState().setFromWhitelabel(
        MODULES.map((modId) => ({ modId, enabled: '1' })),
        tenant.modules,
      ),
    );
    const hot = (await screen.findByRole('heading', { name: 'Hot games' })).closest('section');
    const fresh = screen.getByRole('heading', { name: 'New games' }).closest('section');
    if (!hot || !fresh) throw new Error('no shelves');
    await within(fresh).findByRole('button', { name: /Samurai Quest/ });
    expect(names(hot)).toEqual([
      'Play Fortune Gems',
      'Play Lucky Koi',
      'Play Wild Empire',
      'Play Neon Reels',
    ]);
    expect(names(fresh)).toEqual([
      'Play Samurai Quest',
      'Play Panda Riches',
      'Play Candy Tiger',
      'Play Viking Gems',
    ]);
    const image = hot.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['320', '240']);
  });
});
