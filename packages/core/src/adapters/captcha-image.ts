import { asRecord, firstString } from './raw.js';
import { unexpectedValue } from './unexpected-value.js';

const DATA_URL = /^data:image\/[a-z+]+;base64,/;

/**
 * The captcha call's image as a data: URL for an <img>. Backends answer the base64 itself as the
 * value, or wrap it as value.img or value.image; bare base64 is a PNG.
 */
export function toCaptchaImage(value: unknown): string {
  const image = typeof value === 'string' ? value : firstString(asRecord(value), 'img', 'image');
  if (!image) throw unexpectedValue('captcha.image', value);
  return DATA_URL.test(image) ? image : `data:image/png;base64,${image}`;
}
