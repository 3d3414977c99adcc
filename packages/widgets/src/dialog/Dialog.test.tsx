import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-support/render-with-providers.js';
import { Dialog } from './Dialog.js';

/** A page with an opener button and two stackable modals, like the modal host renders them. */
function Page() {
  const [open, setOpen] = useState<string[]>([]);
  const close = (name: string) => () => setOpen((list) => list.filter((n) => n !== name));
  return (
    <>
      <button type="button" onClick={() => setOpen(['first'])}>
        Open first
      </button>
      {open.includes('first') && (
        <Dialog title="First" onClose={close('first')}>
          <label>
            Name
            <input />
          </label>
          <button type="button" onClick={() => setOpen(['first', 'second'])}>
            Open second
          </button>
        </Dialog>
      )}
      {open.includes('second') && (
        <Dialog title="Second" onClose={close('second')}>
          <button type="button">Inside second</button>
        </Dialog>
      )}
    </>
  );
}

let scrollTo: ReturnType<typeof vi.fn>;

function scrollPageTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

beforeEach(() => {
  // jsdom lays nothing out, so every element would count as hidden to the focus trap.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
    new DOMRect(0, 0, 10, 10),
  ] as unknown as DOMRectList);
  scrollPageTo(0);
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.style.overflow = '';
});

describe('Dialog', () => {
  it('opens a native modal dialog named by its title and takes focus into its first field', async () => {
    const user = userEvent.setup();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    await renderWithProviders(<Page />, { language: 'EN' });
    await user.click(screen.getByRole('button', { name: 'Open first' }));
    const dialog = await screen.findByRole('dialog', { name: 'First' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('opened while the app is still hidden behind the first view, opens and takes focus once shown', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithProviders(<Page />, { language: 'EN' });
    await user.click(screen.getByRole('button', { name: 'Open first' }));
    container.hidden = true;
    await user.click(screen.getByRole('button', { name: 'Open second', hidden: true }));
    const second = (await screen.findByText('Second', { ignore: 'button' })).closest('dialog')!;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.open).toBe(false);
    expect(second.contains(document.activeElement)).toBe(false);
    container.hidden = false;
    await waitFor(() => expect(second.contains(document.activeElement)).toBe(true));
    expect(second.open).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Page />, { language: 'EN' });
    await user.click(screen.getByRole('button', { name: 'Open first' }));
    const dialog = await screen.findByRole('dialog', { name: 'First' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape, only the top one when stacked, and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Page />, { language: 'EN' });
    const opener = screen.getByRole('button', { name: 'Open first' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'First' });
    const openSecond = screen.getByRole('button', { name: 'Open second' });
    await user.click(openSecond);
    const second = await screen.findByRole('dialog', { name: 'Second' });
    await waitFor(() => expect(second.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'First' })).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(openSecond));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('calls onClose when the backdrop is clicked', async () => {
    const onClose = vi.fn();
    await renderWithProviders(
      <Dialog title="Alone" onClose={onClose}>
        text
      </Dialog>,
      { language: 'EN' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Alone' });
    const backdrop = dialog.querySelector<HTMLButtonElement>('.modal-backdrop');
    backdrop?.click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks page scrolling until the last stacked modal closes, then returns to the same place', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Page />, { language: 'EN' });
    scrollPageTo(640);
    await user.click(screen.getByRole('button', { name: 'Open first' }));
    await screen.findByRole('dialog', { name: 'First' });
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Open second' }));
    await screen.findByRole('dialog', { name: 'Second' });

    scrollPageTo(0);
    const [, closeSecond] = screen.getAllByRole('button', { name: 'Close' });
    await user.click(closeSecond!);
    expect(document.body.style.overflow).toBe('hidden');
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
