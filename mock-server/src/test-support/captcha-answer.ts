import { captchaClientKey } from '../account/client-key.js';
import { captchaSolution } from '../state/captchas.js';
import type { CallOptions, MockTestApp } from './mock-test-app.js';

/**
 * The answer that solves the latest captcha of the caller these call options describe (its
 * `x-forwarded-for` address and `device`, as the test app sends them), read from the mock's
 * state: the picture itself is pixels, which a test cannot read.
 */
export function latestCaptchaAnswer(t: MockTestApp, options: CallOptions = {}): string {
  const headers: Record<string, string> = { device: 'web', ...options.headers };
  const ip = headers['x-forwarded-for'] ?? '127.0.0.1';
  const answer = captchaSolution(
    t.state(options.merchant).auth,
    captchaClientKey(ip, headers),
    t.now(),
  );
  if (answer === null) throw new Error('the caller has no captcha to answer');
  return answer;
}

/** Draws a captcha image for the caller and answers the characters drawn in it. */
export async function drawCaptcha(t: MockTestApp, options: CallOptions = {}): Promise<string> {
  const res = await t.call('captcha.image', options);
  if (res.statusCode !== 200) throw new Error(`captcha.image answered ${res.statusCode}`);
  return latestCaptchaAnswer(t, options);
}
