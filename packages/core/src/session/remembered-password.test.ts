import { describe, expect, it } from 'vitest';
import { forgetRememberedPassword } from './remembered-password.js';

describe('forgetRememberedPassword', () => {
  it('removes the remembered password cookie and leaves the other cookies', () => {
    document.cookie = 'cpw=secret; Path=/';
    document.cookie = 'cun=player.one; Path=/';
    forgetRememberedPassword();
    expect(document.cookie).not.toContain('cpw=');
    expect(document.cookie).toContain('cun=player.one');
  });
});
