import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioChoice } from './RadioChoice.js';

function Directions() {
  const [picked, setPicked] = useState('in');
  return (
    <fieldset>
      <legend>Direction</legend>
      {['in', 'out'].map((value) => (
        <RadioChoice
          key={value}
          name="direction"
          checked={picked === value}
          onChange={() => setPicked(value)}
        >
          <span>{value === 'in' ? 'To the game wallet' : 'Back to the main wallet'}</span>
        </RadioChoice>
      ))}
    </fieldset>
  );
}

describe('RadioChoice', () => {
  it('is named by its words, one choice of its group, and picked by a click on them', async () => {
    render(<Directions />);
    const into = screen.getByRole<HTMLInputElement>('radio', { name: 'To the game wallet' });
    const back = screen.getByRole<HTMLInputElement>('radio', { name: 'Back to the main wallet' });
    expect(into.checked).toBe(true);
    await userEvent.click(screen.getByText('Back to the main wallet'));
    expect(back.checked).toBe(true);
    expect(into.checked).toBe(false);
  });
});
