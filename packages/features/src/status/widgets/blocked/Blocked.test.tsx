import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import Blocked from './Blocked.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Blocked', () => {
  it("shows the title, the visitor's IP address and the explanation", async () => {
    await renderFeature(<Blocked settings={{}} sectionId="blocked" />, {
      language: 'EN',
      status: { status: 2, maintenanceEnd: null, ip: '198.51.100.23' },
    });
    expect(screen.getByRole('heading', { name: 'Access restricted' })).toBeDefined();
    expect((await screen.findByTestId('blocked-ip')).textContent).toBe(
      'Your IP address: 198.51.100.23',
    );
    expect(screen.getByText(/restricted based on your IP address or location/)).toBeDefined();
  });

  it('speaks the current language and opens customer service', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await renderFeature(<Blocked settings={{}} sectionId="blocked" />, {
      language: 'TW',
      status: { status: 2, maintenanceEnd: null, ip: '198.51.100.23' },
    });
    expect((await screen.findByTestId('blocked-ip')).textContent).toBe('您的IP位址：198.51.100.23');
    await user.click(screen.getByRole('button', { name: '聯繫客服' }));
    expect(open).toHaveBeenCalledWith(
      'https://support.example.com/chat',
      expect.any(String),
      expect.any(String),
    );
  });
});
