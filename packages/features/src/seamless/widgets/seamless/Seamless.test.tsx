import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameVendor } from '@wl/core';
import type { FakeAnswers } from '@wl/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import Seamless from './Seamless.js';

const vendor = (vassalage: string, over: Partial<GameVendor> = {}): GameVendor => ({
  vassalage,
  displayName: vassalage,
  gameType: 'SPORTS',
  smallIcon: null,
  isGame: 'GAME',
  gameCode: `${vassalage}_SPORTS`,
  maintenance: false,
  ...over,
});

function answers(isSingle: boolean): FakeAnswers {
  return {
    'wallet.merchantWallet': { isSingle, currency: 'USD' },
    'games.menus': [
      {
        gameCategory: 'LIVE',
        vendors: [vendor('EVO', { gameType: 'LIVE', isGame: 'VASSALAGE', gameCode: null })],
      },
      { gameCategory: 'SPORTS', vendors: [vendor('SB', { displayName: 'Saba Sports' })] },
    ],
    'games.launch': { url: 'https://games.example.com/play?g=SB' },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('Seamless', () => {
  it('lists every vendor under its category on a single-wallet site', async () => {
    await renderFeature(
      <Seamless settings={{ titleKey: 'sections.seamless' }} sectionId="main" />,
      {
        language: 'EN',
        answers: answers(true),
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Seamless games' })).toBeDefined();
    await screen.findByRole('heading', { level: 2, name: 'Live Casino' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sports' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Open Saba Sports' })).toBeDefined();
  });

  it('launches a vendor at once, with no transfer call', async () => {
    const opened = { location: { href: '' }, opener: {}, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const { apiPaths } = await renderFeature(
      <Seamless settings={{ titleKey: 'sections.seamless' }} sectionId="main" />,
      { language: 'EN', answers: answers(true), token: 'member-token' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open Saba Sports' }));
    await waitFor(() => expect(opened.location.href).toBe('https://games.example.com/play?g=SB'));
    expect(apiPaths.some((p) => p.includes('launchGame'))).toBe(true);
    expect(apiPaths.some((p) => p.includes('GCS_walletTransfer'))).toBe(false);
  });

  it('says a site with a wallet per vendor has no seamless games', async () => {
    const { apiPaths } = await renderFeature(
      <Seamless settings={{ titleKey: 'sections.seamless' }} sectionId="main" />,
      { language: 'EN', answers: answers(false) },
    );
    await screen.findByText(/keeps a wallet for each provider/);
    expect(screen.queryByRole('button', { name: /Open/ })).toBeNull();
    expect(apiPaths.some((p) => p.includes('game_menus'))).toBe(true);
  });

  it('takes its heading from the tenant setting', async () => {
    await renderFeature(<Seamless settings={{ titleKey: 'sections.home' }} sectionId="main" />, {
      language: 'EN',
      answers: answers(true),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeDefined();
  });
});
