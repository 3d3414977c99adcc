import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@wl/core';
import { appDictionary } from '@wl/features/node';
import { demoTenant } from '../test-support/render-app.js';
import {
  promptOnUpdate,
  TAKE_OVER_WAIT_MS,
  type WorkerHandle,
} from './service-worker-lifecycle.js';
import { showUpdatePrompt } from './show-update-prompt.js';
import { UpdatePrompt } from './UpdatePrompt.js';

async function useLanguage(code: 'EN' | 'VI'): Promise<void> {
  await initI18n(demoTenant(), {
    resources: { [code]: appDictionary(code) },
    storage: { getItem: () => code },
  });
}

/** A worker whose events the test fires. */
function fakeWorker(): WorkerHandle & { fire(type: 'waiting' | 'controlling'): void } {
  const listeners = new Map<string, (() => void)[]>();
  return {
    addEventListener: (type, listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting: vi.fn(),
    hasWaiting: () => true,
    fire: (type) => listeners.get(type)?.forEach((listener) => listener()),
  };
}

afterEach(() => document.getElementById('wl-update-prompt')?.remove());

describe('update prompt', () => {
  beforeEach(() => useLanguage('EN'));

  it('says a new version is available and reloads on request, once', async () => {
    const onReload = vi.fn();
    render(<UpdatePrompt onReload={onReload} onDismiss={vi.fn()} />);
    const prompt = screen.getByRole('status', { name: 'App update' });
    expect(prompt.textContent).toContain('A new version is available.');
    const reload = screen.getByRole('button', { name: 'Reload' });
    await userEvent.click(reload);
    expect(onReload).toHaveBeenCalledOnce();
    expect((reload as HTMLButtonElement).disabled).toBe(true);
  });

  it('is in the player’s language', async () => {
    await useLanguage('VI');
    render(<UpdatePrompt onReload={vi.fn()} onDismiss={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toContain('Đã có phiên bản mới.');
    expect(screen.getByRole('button', { name: 'Tải lại' })).toBeTruthy();
  });

  it('appears when a new worker waits, and "Later" puts it away', async () => {
    const worker = fakeWorker();
    promptOnUpdate(worker, showUpdatePrompt, vi.fn());
    expect(screen.queryByRole('status')).toBeNull();
    worker.fire('waiting');
    worker.fire('waiting');
    await waitFor(() =>
      expect(screen.getAllByRole('status', { name: 'App update' })).toHaveLength(1),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('activates the waiting worker on "Reload" and reloads once it controls the page', async () => {
    const worker = fakeWorker();
    const reloadPage = vi.fn();
    promptOnUpdate(worker, showUpdatePrompt, reloadPage);
    worker.fire('waiting');
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reloadPage).not.toHaveBeenCalled();
    worker.fire('controlling');
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('reloads at once on "Reload" when the new worker already took over', async () => {
    const worker = { ...fakeWorker(), hasWaiting: () => false };
    const reloadPage = vi.fn();
    promptOnUpdate(worker, showUpdatePrompt, reloadPage);
    worker.fire('waiting');
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledOnce();
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
  });

  /** A worker that is waiting, and the "Reload" of its prompt, with the clock in the test's hands. */
  function acceptedUpdate(): { worker: ReturnType<typeof fakeWorker>; reloadPage: () => void } {
    const worker = fakeWorker();
    const reloadPage = vi.fn();
    let reload = (): void => undefined;
    promptOnUpdate(worker, (accept) => (reload = accept), reloadPage);
    worker.fire('waiting');
    reload();
    return { worker, reloadPage };
  }

  describe('with the clock held', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('reloads anyway when the take-over does not come in time', () => {
      const { reloadPage } = acceptedUpdate();
      vi.advanceTimersByTime(TAKE_OVER_WAIT_MS - 1);
      expect(reloadPage).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(reloadPage).toHaveBeenCalledOnce();
    });

    it('reloads once when the take-over comes in time', () => {
      const { worker, reloadPage } = acceptedUpdate();
      worker.fire('controlling');
      vi.advanceTimersByTime(TAKE_OVER_WAIT_MS);
      expect(reloadPage).toHaveBeenCalledOnce();
    });

    it('reloads again when the take-over comes after the page was reloaded without it', () => {
      // The reload asked for without the new worker may never finish, or bring back the old
      // build: once the new worker controls the page, which is still shown, it reloads into it.
      const { worker, reloadPage } = acceptedUpdate();
      vi.advanceTimersByTime(TAKE_OVER_WAIT_MS);
      expect(reloadPage).toHaveBeenCalledOnce();
      worker.fire('controlling');
      expect(reloadPage).toHaveBeenCalledTimes(2);
    });
  });

  it('does not reload when another tab made the new worker take over', () => {
    const worker = fakeWorker();
    const reloadPage = vi.fn();
    promptOnUpdate(worker, vi.fn(), reloadPage);
    worker.fire('controlling');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
