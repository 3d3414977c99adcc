import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCustomerService } from './open-customer-service.js';

function fakeWindow() {
  return { open: vi.fn(), screen: { width: 1920, height: 1080 } as Screen };
}

afterEach(() => vi.restoreAllMocks());

describe('openCustomerService', () => {
  it('opens an http(s) URL or a route in a window that cannot reach back to the site', () => {
    for (const url of ['https://support.example.com/chat', '/help']) {
      const target = fakeWindow();
      expect(openCustomerService(url, target)).toBe(true);
      expect(target.open).toHaveBeenCalledWith(
        url,
        'customer-service',
        expect.stringMatching(/(^|,)noopener,noreferrer$/),
      );
    }
  });

  it('refuses a javascript:, data: or unknown-path URL: nothing opens', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const url of [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example.com/',
      'www.example.com',
      '/no-such-route',
    ]) {
      const target = fakeWindow();
      expect(openCustomerService(url, target), url).toBe(false);
      expect(target.open, url).not.toHaveBeenCalled();
    }
  });
});
