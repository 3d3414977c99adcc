import type { IncomingHttpHeaders } from 'node:http';
import { headerValue } from '../request/headers.js';

/**
 * Who a captcha belongs to: the visitor's IP plus its `Device` header (`web` from the site), so two
 * devices behind one address keep separate captchas. The merchant is implied: the key lives in
 * that merchant's state.
 */
export function captchaClientKey(ip: string, headers: IncomingHttpHeaders): string {
  return `${ip}|${headerValue(headers, 'device')?.toLowerCase() ?? '-'}`;
}
