import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-support/index.js';
import { SanitizedHtml } from './SanitizedHtml.js';

describe('SanitizedHtml', () => {
  it('shows the sanitized content without its script or handlers', async () => {
    const { container } = await renderWithProviders(
      <SanitizedHtml
        html={'<p onclick="alert(1)">Welcome <b>bonus</b></p><script>alert(2)</script>'}
      />,
    );
    expect(await screen.findByText('bonus')).toBeDefined();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
  });

  it('opens a link to a route of the site inside the app', async () => {
    await renderWithProviders(
      <SanitizedHtml html={'<a href="/member?page=rewardCenter">See your rewards</a>'} />,
    );
    await userEvent.click(await screen.findByRole('link', { name: 'See your rewards' }));
    expect(screen.getByTestId('location').textContent).toBe('/member?page=rewardCenter');
  });

  it('shows new content when the HTML changes', async () => {
    function Switcher() {
      const [html, setHtml] = useState('<p>First</p>');
      return (
        <>
          <button type="button" onClick={() => setHtml('<p>Second</p>')}>
            Next
          </button>
          <SanitizedHtml html={html} />
        </>
      );
    }
    await renderWithProviders(<Switcher />);
    expect(await screen.findByText('First')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Second')).toBeDefined();
    expect(screen.queryByText('First')).toBeNull();
  });
});
