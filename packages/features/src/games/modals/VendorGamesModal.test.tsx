import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameRecord } from '@wl/core';
import { useModulesStore } from '@wl/core';
import { testTenant } from '@wl/core/testing';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../test-support/index.js';
import VendorGamesModal from './VendorGamesModal.js';

const tenant = testTenant({ modules: { GAMELO3: true } });

const game = (n: number): GameRecord => ({
  nodeId: 2000 + n,
  vassalage: 'EVO',
  gameCode: `EVO_${String(n)}`,
  gameName: `Baccarat ${String(n)}`,
  gameType: 'LIVE',
  isGame: 'GAME',
  icon: null,
  maintenance: false,
});

afterEach(() => vi.restoreAllMocks());

describe('VendorGamesModal', () => {
  it("lists the vendor's games in a labelled dialog; playing one closes it and launches", async () => {
    const onClose = vi.fn();
    const opened = { location: { href: '' }, opener: {}, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const { apiPaths } = await renderFeature(
      <VendorGamesModal
        props={{ vassalage: 'EVO', gameType: 'LIVE', displayName: 'Evolution' }}
        onClose={onClose}
      />,
      {
        language: 'EN',
        tenant,
        token: 'member-token',
        answers: {
          'games.list': {
            games: [game(1), game(2)],
            totalPages: 1,
            totalCount: 2,
            pageNo: 1,
            pageSize: 24,
          },
          'games.launch': { url: 'https://games.example.com/play?g=EVO_2' },
        },
      },
    );
    act(() =>
      useModulesStore
        .getState()
        .setFromWhitelabel([{ modId: 'GAMELO3', enabled: '1' }], tenant.modules),
    );
    expect(screen.getByRole('dialog', { name: 'Evolution games' })).toBeDefined();
    await userEvent.click(await screen.findByRole('button', { name: 'Play Baccarat 2' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() =>
      expect(opened.location.href).toBe('https://games.example.com/play?g=EVO_2'),
    );
    const listCall = apiPaths.find((p) => p.includes('GCSGAME_gameList'));
    expect(listCall).toBeDefined();
    expect(screen.queryByRole('combobox', { name: 'Provider' })).toBeNull();
  });
});
