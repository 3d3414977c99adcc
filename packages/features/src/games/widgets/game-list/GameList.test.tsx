import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameRecord } from '@wl/core';
import { useModalStore, useModulesStore } from '@wl/core';
import type { FakeAnswers } from '@wl/core/testing';
import { testTenant } from '@wl/core/testing';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import GameList from './GameList.js';

const MODULES = ['GAMELO3', 'GAMELOFAV3', 'GAMELOREC3', 'GAMELOHOT3'] as const;
const tenant = testTenant({ modules: Object.fromEntries(MODULES.map((m) => [m, true])) });

function game(index: number, vassalage: string): GameRecord {
  return {
    nodeId: 1000 + index,
    vassalage,
    gameCode: `${vassalage}_${String(index)}`,
    gameName: index % 10 === 0 ? `Dragon ${String(index)}` : `Slot ${String(index)}`,
    gameType: 'RNG',
    isGame: 'GAME',
    icon: null,
    maintenance: false,
  };
}

const CATALOG = Array.from({ length: 30 }, (_, i) => game(i + 1, i < 20 ? 'PG' : 'JL'));

const vendor = (vassalage: string, displayName: string) => ({
  vassalage,
  displayName,
  gameType: 'RNG' as const,
  smallIcon: null,
  isGame: 'VASSALAGE' as const,
  gameCode: null,
  maintenance: false,
});

const answers: FakeAnswers = {
  'games.menus': [
    { gameCategory: 'RNG', vendors: [vendor('PG', 'PG Soft'), vendor('JL', 'JILI')] },
  ],
  'games.recent': [
    { ...game(7, 'PG'), gameName: 'Recent Slot' },
    { ...game(40, 'KY'), gameType: 'PVP', gameName: 'Recent Poker' },
  ],
  'games.list': (request, reply) => {
    const q = request.params as {
      pageNo: number;
      pageSize: number;
      vassalage?: string;
      gameName?: string;
    };
    const matching = CATALOG.filter(
      (g) =>
        (q.vassalage === undefined || g.vassalage === q.vassalage) &&
        (q.gameName === undefined || g.gameName.toLowerCase().includes(q.gameName.toLowerCase())),
    );
    const start = (q.pageNo - 1) * q.pageSize;
    return reply.value({
      games: matching.slice(start, start + q.pageSize),
      totalPages: Math.ceil(matching.length / q.pageSize),
      totalCount: matching.length,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    });
  },
};

async function renderList(path = '/rng', token?: string) {
  const result = await renderFeature(<GameList settings={{ gameType: 'RNG' }} sectionId="main" />, {
    language: 'EN',
    tenant,
    path,
    answers,
    ...(token !== undefined && { token }),
  });
  act(() =>
    useModulesStore.getState().setFromWhitelabel(
      MODULES.map((modId) => ({ modId, enabled: '1' })),
      tenant.modules,
    ),
  );
  return result;
}

function gameCards(): HTMLElement[] {
  return screen.queryAllByRole('button', { name: /^Play / });
}

function listQueries(paths: string[]): string[] {
  return paths.filter((p) => p.includes('GCSGAME_gameList'));
}

describe('GameList', () => {
  it('is headed by its game category and pages through the games', async () => {
    const { apiPaths } = await renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeDefined();
    await waitFor(() => expect(gameCards()).toHaveLength(24));
    expect(screen.getByText('Page 1 of 2')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(gameCards()).toHaveLength(6));
    expect(screen.getByText('Page 2 of 2')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Play Slot 29' })).toBeDefined();
    expect(listQueries(apiPaths).length).toBeGreaterThanOrEqual(2);
  });

  it('searches by name from page 1 and keeps what was typed', async () => {
    await renderList();
    await waitFor(() => expect(gameCards()).toHaveLength(24));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(gameCards()).toHaveLength(6));
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, 'dragon');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(gameCards()).toHaveLength(3));
    expect(gameCards().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Play Dragon 10',
      'Play Dragon 20',
      'Play Dragon 30',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect((box as HTMLInputElement).value).toBe('dragon');
  });

  it('filters by vendor and writes the vendor into the address', async () => {
    await renderList();
    await waitFor(() => expect(gameCards()).toHaveLength(24));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), 'JL');
    await waitFor(() => expect(gameCards()).toHaveLength(10));
    expect(screen.getByTestId('location').textContent).toBe('/rng?vassalage=JL');
  });

  it('starts from the vendor the address names', async () => {
    await renderList('/rng?vassalage=PG');
    await waitFor(() => expect(gameCards()).toHaveLength(20));
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Provider' });
    expect(select.value).toBe('PG');
  });

  it('asks a visitor to log in for favourites, and the star opens the login modal', async () => {
    await renderList();
    await waitFor(() => expect(gameCards()).toHaveLength(24));
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Add Slot 1 to favourites' }));
    expect(useModalStore.getState().stack.map((m) => m.id)).toEqual(['login']);
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(screen.getByText('Log in to see your favourite and recent games')).toBeDefined();
  });

  it("shows a member's recently played games of the screen's type", async () => {
    await renderList('/rng', 'member-token');
    await waitFor(() => expect(gameCards()).toHaveLength(24));
    await userEvent.click(screen.getByRole('button', { name: 'Recently played' }));
    await waitFor(() => expect(gameCards()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Play Recent Slot' })).toBeDefined();
  });
});
