import { toCaptchaImage } from '../adapters/captcha-image.js';
import { callEndpoint } from '../api/call-endpoint.js';

/** A new captcha image as a data: URL for an <img>; the next sign-in or registration checks it. */
export async function loadCaptchaImage(): Promise<string> {
  return toCaptchaImage(await callEndpoint('captcha.image'));
}
