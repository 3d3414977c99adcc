import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useModalStore, type GameVendor } from '@wl/core';
import type { FakeAnswers } from '@wl/core/testing';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import GameCenter from './GameCenter.js';

const vendor = (over: Partial<GameVendor> & Pick<GameVendor, 'vassalage'>): GameVendor => ({
  displayName: over.vassalage,
  gameType: 'LIVE',
  smallIcon: null,
  isGame: 'VASSALAGE',
  gameCode: null,
  maintenance: false,
  ...over,
});

const answers: FakeAnswers = {
  'games.menus': [
    {
      gameCategory: 'LIVE',
      vendors: [
        vendor({ vassalage: 'EVO', displayName: 'Evolution' }),
        vendor({ vassalage: 'WM', displayName: 'WM Casino', maintenance: true }),
      ],
    },
    {
      gameCategory: 'SPORTS',
      vendors: [vendor({ vassalage: 'SB', displayName: 'Saba Sports', gameType: 'SPORTS' })],
    },
  ],
};

function openedModals(): string[] {
  return useModalStore.getState().stack.map((entry) => entry.id);
}

describe('GameCenter', () => {
  it('shows the vendors of its category as cards, headed in the current language', async () => {
    await renderFeature(<GameCenter settings={{ gameType: 'LIVE' }} sectionId="main" />, {
      language: 'CN',
      answers,
    });
    expect(screen.getByRole('heading', { level: 1, name: '真人视讯' })).toBeDefined();
    await screen.findByRole('button', { name: '打开 Evolution' });
    expect(screen.getByRole('button', { name: /WM Casino/ }).textContent).toContain('维护中');
    expect(screen.queryByRole('button', { name: /Saba Sports/ })).toBeNull();
  });

  it('asks a visitor to log in before a vendor opens', async () => {
    await renderFeature(<GameCenter settings={{ gameType: 'LIVE' }} sectionId="main" />, {
      language: 'EN',
      answers,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Evolution' }));
    expect(openedModals()).toEqual(['login']);
  });

  it("opens a member's popup game list of a VASSALAGE vendor", async () => {
    await renderFeature(<GameCenter settings={{ gameType: 'LIVE' }} sectionId="main" />, {
      language: 'EN',
      answers,
      token: 'member-token',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Evolution' }));
    await waitFor(() => expect(openedModals()).toEqual(['vendorGames']));
    expect(useModalStore.getState().stack[0]?.props).toEqual({
      vassalage: 'EVO',
      gameType: 'LIVE',
      displayName: 'Evolution',
    });
  });

  it('says so when the category has no vendors', async () => {
    await renderFeature(<GameCenter settings={{ gameType: 'COCKFIGHT' }} sectionId="main" />, {
      language: 'EN',
      answers,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Cockfight' })).toBeDefined();
    await screen.findByText('No providers yet');
  });
});
