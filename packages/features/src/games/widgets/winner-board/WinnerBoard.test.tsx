import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import WinnerBoard from './WinnerBoard.js';

describe('WinnerBoard', () => {
  it('lists the wins in rank order for its category', async () => {
    const { apiPaths } = await renderFeature(
      <WinnerBoard
        settings={{ gameCategory: 'RNG', limit: 2, layout: 'list' }}
        sectionId="winners"
      />,
      {
        language: 'EN',
        answers: {
          'content.winnerRankList': {
            list: [
              {
                vo: {
                  gameName: 'Mahjong Ways',
                  customerName: 'mi***88',
                  winAmount: 125000,
                  iconUrl: null,
                  nodeId: 1001,
                  vassalage: 'PG',
                  gameType: 'RNG',
                  winTime: '2026-11-23T05:00:00Z',
                },
              },
              {
                vo: {
                  gameName: 'Fortune Ox',
                  customerName: 'la***vn',
                  winAmount: 9800.5,
                  iconUrl: null,
                  nodeId: 1002,
                  vassalage: 'PG',
                  gameType: 'RNG',
                  winTime: '2026-11-23T04:00:00Z',
                },
              },
            ],
          },
        },
      },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Winner board' })).toBeDefined();
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1mi***88 won ₫125,000 on Mahjong Ways',
      '2la***vn won ₫9,801 on Fortune Ox',
    ]);
    const asked = apiPaths.find((p) => p.includes('GCSGAME_getRankList'));
    expect(asked).toBeDefined();
  });

  it('says so when nobody has won yet', async () => {
    await renderFeature(
      <WinnerBoard settings={{ gameCategory: 'ALL', limit: 10, layout: 'list' }} sectionId="w" />,
      {
        language: 'EN',
        answers: { 'content.winnerRankList': { list: [] } },
      },
    );
    await screen.findByText('No winners yet');
  });

  it('as a ticker, puts the latest wins on one line under its heading', async () => {
    await renderFeature(
      <WinnerBoard settings={{ gameCategory: 'ALL', limit: 5, layout: 'ticker' }} sectionId="t" />,
      {
        language: 'EN',
        answers: {
          'content.winnerRankList': {
            list: [
              {
                vo: {
                  gameName: 'Lucky Koi',
                  customerName: 'mi***88',
                  winAmount: 5000,
                  iconUrl: null,
                  nodeId: 1001,
                  vassalage: 'PG',
                  gameType: 'RNG',
                  winTime: '2026-11-23T05:00:00Z',
                },
              },
            ],
          },
        },
      },
    );
    const ticker = screen.getByRole('region', { name: 'Latest wins' });
    expect((await within(ticker).findAllByRole('listitem')).map((row) => row.textContent)).toEqual([
      'mi***88 won ₫5,000 on Lucky Koi',
    ]);
    expect(ticker.querySelector('img')).toBeNull();
  });
});
