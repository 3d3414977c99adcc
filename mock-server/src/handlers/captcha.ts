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
} satisfies HandlerMap;
