import { describe, expect, it } from 'vitest';
import { forgetRememberedPassword } from './remembered-password.js';

describe('forgetRememberedPassword', () => {
  it('removes every cookie that may hold a password and leaves the other cookies', () => {
    document.cookie = 'cpw=secret; Path=/';
    document.cookie = 'rememberPassword=Passw0rd!; Path=/';
    document.cookie = 'rememberUsername=player.one; Path=/';
    forgetRememberedPassword();
    expect(document.cookie).not.toContain('cpw=');
    expect(document.cookie).not.toContain('Passw0rd');
    expect(document.cookie).toContain('rememberUsername=player.one');
  });
});
