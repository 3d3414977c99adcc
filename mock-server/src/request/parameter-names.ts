import type { EndpointDef } from '@wl/api';

/**
 * Other names public clients give a query parameter, by the API schema's name. The merchant is
 * `merchantCode` on some calls and `merchant` on others, and clients mix them up (the vassalage
 * game-type call sends `merchant_code`). docs/product/backend.md#requests
 */
const PARAMETER_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  merchantCode: ['merchant', 'merchant_code'],
  merchant: ['merchantCode', 'merchant_code'],
};

/** Query parameter names the endpoint declares. */
function declaredParameters(endpoint: EndpointDef): string[] {
  const properties = endpoint.query?.properties;
  return properties !== null && typeof properties === 'object' ? Object.keys(properties) : [];
}

/**
 * Renames parameters sent under another name to the API schema's name, when the API schema's name is
 * absent. Mutates and returns `query`.
 */
export function applyParameterSynonyms(
  endpoint: EndpointDef,
  query: Record<string, unknown>,
): Record<string, unknown> {
  for (const name of declaredParameters(endpoint)) {
    if (query[name] !== undefined) continue;
    const other = PARAMETER_SYNONYMS[name]?.find((synonym) => query[synonym] !== undefined);
    if (other !== undefined) query[name] = query[other];
  }
  return query;
}
