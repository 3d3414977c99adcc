/**
 * Query parameters by which clients name the merchant (lower case; clients write `merchantCode`
 * too). docs/product/backend.md#which-merchant-a-call-belongs-to
 */
const MERCHANT_PARAMETERS: ReadonlySet<string> = new Set([
  'merchant',
  'merchantcode',
  'merchant_code',
]);

/**
 * The query of `rawUrl` (without its `?`) as it goes to the upstream: a parameter naming the
 * merchant (`merchant`, `merchantCode`, `merchant_code`, in any letter case, also percent-encoded)
 * carries the site's own `merchantCode`, whatever the browser wrote; every other parameter goes on
 * byte for byte. Empty when the URL has no query.
 */
export function boundQuery(rawUrl: string, merchantCode: string): string {
  const start = rawUrl.indexOf('?');
  if (start < 0) return '';
  return rawUrl
    .slice(start + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const rawName = equals < 0 ? part : part.slice(0, equals);
      const name = decodedName(rawName);
      return name !== null && MERCHANT_PARAMETERS.has(name.toLowerCase())
        ? `${rawName}=${encodeURIComponent(merchantCode)}`
        : part;
    })
    .join('&');
}

/** A query parameter's name as a backend reads it (`+` a space, percent-decoded); null if it does not decode. */
function decodedName(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).trim();
  } catch {
    return null;
  }
}
