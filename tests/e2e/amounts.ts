/**
 * An amount as the English interface shows it in the tenant's currency, read back as a number:
 * "-₫1,234,500" is -1 234 500, "+$12.50" is 12.5 (sign, currency symbol, grouping commas, and a K
 * for whole thousands where a tenant shows amounts in thousands; docs/product/money.md#showing-amounts). Throws on text that is not an amount, so a test cannot pass
 * by summing zeros.
 */
export function parseAmount(text: string | null): number {
  const raw = (text ?? '').replace(/\s/g, '');
  const match = /^([-−])?[^\d.,-]*([\d,]+(?:\.\d+)?)(K?)[^\d]*$/.exec(raw);
  if (!match) throw new Error(`not an amount: ${JSON.stringify(text)}`);
  const [, sign, digits = '', thousands] = match;
  const value = Number(digits.replace(/,/g, '')) * (thousands ? 1000 : 1);
  return Math.round((sign ? -value : value) * 100) / 100;
}
