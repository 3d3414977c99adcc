import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../test-support/index.js';
import { GameGrid } from './GameGrid.js';

describe('GameGrid', () => {
  it('says a list that failed to load and asks for it again on "Try again"', async () => {
    const mutate = vi.fn();
    await renderFeature(
      <GameGrid
        games={undefined}
        answer={{ isLoading: false, error: new Error('timeout'), mutate }}
        empty="games.empty"
        onPlay={() => undefined}
      />,
      { language: 'EN' },
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The games could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(mutate).toHaveBeenCalledTimes(1);
  });
});
