import { createHash, randomBytes } from 'node:crypto';
import { captchaDataUrl, randomCaptchaText } from '../account/captcha-svg.js';
import { captchaClientKey } from '../account/client-key.js';
import type { HandlerMap } from '../handler.js';
import { rememberCaptcha } from '../state/captchas.js';

export const captchaHandlers = {
  /** A new picture; its answer replaces the caller's previous one (only the latest counts). */
  'captcha.image': ({ state, ip, headers, now }) => {
    const text = randomCaptchaText();
    rememberCaptcha(state.auth, captchaClientKey(ip, headers), text, now);
    return captchaDataUrl(text);
  },

  /**
   * A Geetest v3 register answer: the merchant's Geetest id and a fresh challenge. The mock runs
   * no Geetest service, so success is 0 (the widget's offline mode).
   */
  'captcha.geetest': ({ state, ip, headers, now }) => {
    const challenge = randomBytes(16).toString('hex');
    // The development verifier answers with the challenge itself; like an image, it is the
    // caller's latest captcha and is used up by one check. docs/product/accounts.md#human-verification
    rememberCaptcha(state.auth, captchaClientKey(ip, headers), challenge, now);
    return {
      gt: createHash('md5').update(state.merchantCode).digest('hex'),
      challenge,
      success: 0 as const,
      new_captcha: true,
    };
  },
} satisfies HandlerMap;
