import { describe, expect, it } from 'vitest';
import { adoptTokenFromUrl } from './adopt-token-from-url.js';
import { clearSession } from './clear-session.js';
import { sessionCache } from './session-cache.js';
import { SESSION_KEYS } from './session-keys.js';

describe('adoptTokenFromUrl', () => {
  it('stores a token from the page URL and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/lottery?gameCode=VN1&token=abc123#top');

    expect(adoptTokenFromUrl(window.location, sessionStorage)).toBe('abc123');

    expect(sessionStorage.getItem('token')).toBe('abc123');
    expect(window.location.pathname).toBe('/lottery');
    expect(window.location.search).toBe('?gameCode=VN1');
    expect(window.location.hash).toBe('#top');
  });

  it('leaves the URL and the stored token alone when there is no token parameter', () => {
    sessionStorage.setItem('token', 'existing');
    window.history.replaceState(null, '', '/home?x=1');

    expect(adoptTokenFromUrl(window.location, sessionStorage)).toBeNull();

    expect(sessionStorage.getItem('token')).toBe('existing');
    expect(window.location.search).toBe('?x=1');
  });
});

describe('clearSession', () => {
  it('clears session storage but keeps the merchant', () => {
    sessionStorage.setItem(SESSION_KEYS.token, 't');
    sessionStorage.setItem(SESSION_KEYS.hotGames, '[]');
    sessionStorage.setItem(SESSION_KEYS.sessionInfo, '{}');
    sessionStorage.setItem(SESSION_KEYS.merchant, 'DEMO01');

    clearSession(sessionStorage);

    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('merchant')).toBe('DEMO01');
  });
});

describe('sessionCache', () => {
  it('round-trips JSON and reads broken JSON as missing', () => {
    sessionCache.set(SESSION_KEYS.gameVendor, [{ vassalage: 'PG' }]);
    expect(sessionCache.get<{ vassalage: string }[]>(SESSION_KEYS.gameVendor)).toEqual([
      { vassalage: 'PG' },
    ]);

    sessionStorage.setItem(SESSION_KEYS.hotGames, '{not json');
    expect(sessionCache.get(SESSION_KEYS.hotGames)).toBeNull();

    sessionCache.remove(SESSION_KEYS.gameVendor);
    expect(sessionCache.get(SESSION_KEYS.gameVendor)).toBeNull();
  });
});
