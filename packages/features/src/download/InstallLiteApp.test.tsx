import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '@wl/core';
import { renderMemberPage } from '../test-support/index.js';
import DownloadApp from './DownloadApp.js';
import { isIosSafari } from './ios-safari.js';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

/** Fires the browser's install offer, as Chromium does when the site is installable. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeAll(() => captureInstallPrompt());
afterEach(() => vi.restoreAllMocks());

describe('install the lite app', () => {
  it('offers a button when the browser can install the site, and hands over to its dialog', async () => {
    await renderMemberPage(<DownloadApp />);
    expect(screen.queryByRole('button', { name: 'Install the lite app' })).toBeNull();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    const button = await screen.findByRole('button', { name: 'Install the lite app' });
    expect(screen.getByRole('heading', { name: 'Lite app' })).toBeDefined();
    await userEvent.click(button);
    expect(event.prompt).toHaveBeenCalledOnce();
    // The browser's offer is used up: the button goes until it offers again.
    expect(screen.queryByRole('button', { name: 'Install the lite app' })).toBeNull();
  });

  it('forgets the offer once the app is installed', async () => {
    await renderMemberPage(<DownloadApp />);
    offerInstall();
    await screen.findByRole('button', { name: 'Install the lite app' });
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install the lite app' })).toBeNull();
  });

  it('tells iOS Safari users to use Share, then Add to Home Screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    await renderMemberPage(<DownloadApp />);
    expect(
      screen.getByText('On iPhone or iPad: tap Share, then Add to Home Screen.'),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Install the lite app' })).toBeNull();
  });

  it('shows nothing where the site cannot be installed', async () => {
    await renderMemberPage(<DownloadApp />);
    expect(screen.queryByRole('heading', { name: 'Lite app' })).toBeNull();
  });
});

describe('isIosSafari', () => {
  it('knows Safari on iPhone and iPad from other browsers and from the installed app', () => {
    expect(isIosSafari({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_SAFARI, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_SAFARI, maxTouchPoints: 0 })).toBe(false);
    expect(isIosSafari({ userAgent: IPHONE_CHROME, maxTouchPoints: 5 })).toBe(false);
    expect(isIosSafari({ userAgent: ANDROID_CHROME, maxTouchPoints: 5 })).toBe(false);
    expect(isIosSafari({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5, standalone: true })).toBe(
      false,
    );
  });
});
