/** Page-address parameters that carry an affiliate or referral code, first match wins. */
const CODE_PARAMS = {
  affiliateCode: ['affiliateCode', 'aff', 'code'],
  referralCode: ['referralCode', 'ref'],
} as const;

/**
 * The affiliate and referral codes in the page address (docs/product/accounts.md#codes-in-the-page-address),
 * for the fields the form shows.
 */
export function codesFromUrl(search: string, fields: readonly string[]): Record<string, string> {
  const params = new URLSearchParams(search);
  const codes: Record<string, string> = {};
  for (const [field, names] of Object.entries(CODE_PARAMS)) {
    if (!fields.includes(field)) continue;
    const value = names.map((name) => params.get(name)?.trim() ?? '').find((v) => v !== '');
    if (value) codes[field] = value;
  }
  return codes;
}
