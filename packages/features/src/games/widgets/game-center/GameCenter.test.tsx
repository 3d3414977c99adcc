import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import GameCenter from './GameCenter.js';

describe('GameCenter', () => {
  it('is headed by its game category, in the current language', async () => {
    await renderFeature(<GameCenter settings={{ gameType: 'COCKFIGHT' }} sectionId="main" />, {
      language: 'CN',
    });
    expect(screen.getByRole('heading', { level: 1, name: '斗鸡' })).toBeDefined();
    expect(screen.getByText('斗鸡即将上线')).toBeDefined();
  });

  it('shows another category when the page sets it', async () => {
    await renderFeature(<GameCenter settings={{ gameType: 'LIVE' }} sectionId="main" />, {
      language: 'EN',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Live Casino' })).toBeDefined();
  });
});
