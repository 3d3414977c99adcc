import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import GameList from './GameList.js';

describe('GameList', () => {
  it('is headed by its game category, in the current language', async () => {
    await renderFeature(<GameList settings={{ gameType: 'RNG' }} sectionId="main" />, {
      language: 'CN',
    });
    expect(screen.getByRole('heading', { level: 1, name: '电子游戏' })).toBeDefined();
    expect(screen.getByText('电子游戏即将上线')).toBeDefined();
  });

  it('shows another category when the page sets it', async () => {
    await renderFeature(<GameList settings={{ gameType: 'FISH' }} sectionId="main" />, {
      language: 'EN',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Fishing' })).toBeDefined();
  });
});
