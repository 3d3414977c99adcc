import { ENCRYPT_SCRIPT_PATH } from '@wl/api';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;
const SCRIPT_TYPE = /^(application|text)\/(x-)?(javascript|ecmascript)$/;

/**
 * Why an upstream answer must not reach the browser, or null when it may: the backend paths
 * answer JSON (`/js/encrypt.js` JavaScript), so HTML or any other type would be served from the
 * site's own origin, and a redirect would send the browser wherever the upstream says.
 */
export function refusedAnswer(
  prefix: string,
  status: number,
  contentType: string | undefined,
): string | null {
  if (status >= 300 && status < 400) return `the upstream answered a redirect (${status})`;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const script = prefix === ENCRYPT_SCRIPT_PATH;
  if ((script ? SCRIPT_TYPE : JSON_TYPE).test(type)) return null;
  return `the upstream answered ${type || 'no Content-Type'} where ${script ? 'JavaScript' : 'JSON'} belongs`;
}
