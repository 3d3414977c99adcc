import type { EndpointDef } from '@wl/api';

/** Query parameters that name the merchant; the `Merchant` header names it when they are left out. */
const MERCHANT_PARAMETERS = ['merchant', 'merchantCode'] as const;

function declaredParameter(
  endpoint: EndpointDef,
  name: string,
): Record<string, unknown> | undefined {
  const properties = endpoint.query?.properties as Record<string, unknown> | undefined;
  const schema = properties?.[name];
  return schema !== null && typeof schema === 'object'
    ? (schema as Record<string, unknown>)
    : undefined;
}

/**
 * Tolerance of a real backend for how other clients send a query (docs/product/backend.md#what-other-clients-send):
 * a merchant parameter left out is the call's merchant (a game-list script names the tenant only in
 * the `Merchant` header), and a `pageSize` above the largest page is served as the largest page
 * rather than refused. Mutates and returns `query`; every value still goes through the API schema.
 */
export function tolerateQuery(
  endpoint: EndpointDef,
  query: Record<string, unknown>,
  merchantCode: string,
): Record<string, unknown> {
  for (const name of MERCHANT_PARAMETERS) {
    if (declaredParameter(endpoint, name) && query[name] === undefined) query[name] = merchantCode;
  }
  const maximum = declaredParameter(endpoint, 'pageSize')?.maximum;
  const asked = Number(query.pageSize);
  if (typeof maximum === 'number' && Number.isInteger(asked) && asked > maximum) {
    query.pageSize = maximum;
  }
  return query;
}
