import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature } from '../test-support/index.js';
import NoticeModal from './NoticeModal.js';

describe('NoticeModal', () => {
  it('shows the translated message in a labelled dialog and closes on its confirm button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderFeature(
      <NoticeModal
        props={{
          tone: 'info',
          messageKey: 'launch.in_need_true_account',
          confirmKey: 'launch.in_increase_submit',
        }}
        onClose={onClose}
      />,
      { language: 'EN' },
    );
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('Please register a real account to play this game.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("prefers the backend's own text and warns with the default confirm button", async () => {
    await renderFeature(
      <NoticeModal
        props={{ tone: 'warning', messageKey: 'errors.system', message: 'Wallet is locked' }}
        onClose={() => undefined}
      />,
      { language: 'VI' },
    );
    const dialog = screen.getByRole('dialog', { name: 'Cảnh báo' });
    expect(dialog.textContent).toContain('Wallet is locked');
    expect(screen.getByRole('button', { name: 'Xác nhận' })).toBeDefined();
  });
});
