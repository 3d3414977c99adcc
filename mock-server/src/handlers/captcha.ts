import { createHash, randomBytes } from 'node:crypto';
import type { EndpointTypes } from '@wl/api';
import { captchaDataUrl, randomCaptchaText } from '../account/captcha-picture.js';
import { drawSliderPuzzle } from '../account/captcha-slider.js';
import { captchaClientKey } from '../account/client-key.js';
import type { HandlerMap } from '../handler.js';
import { recentCaptcha, rememberCaptcha } from '../state/captchas.js';

export const captchaHandlers = {
  /**
   * A new picture; its answer replaces the caller's previous one (only the latest counts). A
   * caller asking again within a second gets the same picture.
   */
  'captcha.image': ({ state, ip, headers, now }) => {
    const key = captchaClientKey(ip, headers);
    const recent = recentCaptcha(state.auth, key, 'image', now);
    if (recent) return recent.picture as string;
    const text = randomCaptchaText();
    const picture = captchaDataUrl(text);
    rememberCaptcha(state.auth, key, { kind: 'image', text }, picture, now);
    return picture;
  },

  /**
   * A Geetest v3 register answer: the merchant's Geetest id and a fresh challenge. The mock runs
   * no Geetest service, so success is 0 (offline mode), and it adds its own slider puzzle: the
   * answer is `<challenge>:<position>`, checked once against the gap's secret position; the
   * challenge alone never passes. A caller asking again within a second gets the same puzzle.
   * docs/product/accounts.md#human-verification
   */
  'captcha.geetest': ({ state, ip, headers, now }) => {
    const key = captchaClientKey(ip, headers);
    const recent = recentCaptcha(state.auth, key, 'slider', now);
    if (recent) return recent.picture as GeetestAnswer;
    const challenge = randomBytes(16).toString('hex');
    const { puzzle, position } = drawSliderPuzzle();
    const answer = geetestAnswer(state.merchantCode, challenge, puzzle);
    rememberCaptcha(state.auth, key, { kind: 'slider', challenge, position }, answer, now);
    return answer;
  },
} satisfies HandlerMap;

type GeetestAnswer = EndpointTypes['captcha.geetest']['value'];

function geetestAnswer(
  merchantCode: string,
  challenge: string,
  slider: GeetestAnswer['slider'],
): GeetestAnswer {
  return {
    gt: createHash('md5').update(merchantCode).digest('hex'),
    challenge,
    success: 0,
    new_captcha: true,
    slider,
  };
}
