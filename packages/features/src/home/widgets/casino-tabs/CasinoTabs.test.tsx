import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameCategory } from '@wl/core';
import { useModalStore } from '@wl/core';
import { renderFeature } from '../../../test-support/index.js';
import CasinoTabs from './CasinoTabs.js';

type GameType = GameCategory['gameCategory'];

const settings = {
  titleKey: 'home.casino.title',
  categories: ['SPORTS', 'ESPORTS', 'LIVE', 'ELOTT'] as GameType[],
  vendorsPerTab: 4,
};

const vendor = (gameType: GameType, vassalage: string, displayName = vassalage) => ({
  vassalage,
  displayName,
  gameType,
  smallIcon: null,
  isGame: 'VASSALAGE' as const,
  gameCode: null,
  maintenance: false,
});

const menus: GameCategory[] = [
  {
    gameCategory: 'LIVE',
    vendors: ['AG', 'EVO', 'SA', 'DG', 'WM', 'SEXY'].map((v) => vendor('LIVE', v, `${v} Live`)),
  },
  { gameCategory: 'SPORTS', vendors: [vendor('SPORTS', 'SABA', 'SABA Sports')] },
  { gameCategory: 'ESPORTS', vendors: [] },
  { gameCategory: 'ELOTT', vendors: [vendor('ELOTT', 'TCG_SEA', 'SEA Lottery')] },
  { gameCategory: 'RNG', vendors: [vendor('RNG', 'PG', 'PG Soft')] },
];

afterEach(() => {
  useModalStore.getState().closeAll();
});

describe('CasinoTabs', () => {
  it('shows the categories with vendors in the set order, and the first 4 vendors of each', async () => {
    const user = userEvent.setup();
    await renderFeature(<CasinoTabs settings={settings} sectionId="casino" />, {
      language: 'EN',
      answers: { 'games.menus': menus },
    });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Sports', 'Live Casino', 'E-Lottery']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Live Casino' }));
    const panel = screen.getByRole('tabpanel', { name: 'Live Casino' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Play AG Live', 'Play EVO Live', 'Play SA Live', 'Play DG Live']);
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderFeature(<CasinoTabs settings={settings} sectionId="casino" />, {
      language: 'EN',
      answers: { 'games.menus': menus },
    });
    await user.click(await screen.findByRole('tab', { name: 'Sports' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'E-Lottery' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(document.activeElement?.textContent).toBe('E-Lottery');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sports' }).getAttribute('aria-selected')).toBe('true');
  });

  it('asks a visitor to log in when a vendor is clicked', async () => {
    const user = userEvent.setup();
    await renderFeature(<CasinoTabs settings={settings} sectionId="casino" />, {
      language: 'EN',
      answers: { 'games.menus': menus },
    });
    await user.click(await screen.findByRole('button', { name: 'Play SABA Sports' }));
    expect(useModalStore.getState().stack.map((entry) => entry.id)).toEqual(['login']);
  });

  it('takes a member to the lottery screen of an e-lottery vendor', async () => {
    const user = userEvent.setup();
    await renderFeature(<CasinoTabs settings={settings} sectionId="casino" />, {
      language: 'EN',
      token: 'member-token',
      answers: { 'games.menus': menus },
    });
    await user.click(await screen.findByRole('tab', { name: 'E-Lottery' }));
    await user.click(screen.getByRole('button', { name: 'Play SEA Lottery' }));
    expect(screen.getByTestId('location').textContent).toBe('/seaLottery');
  });
});
