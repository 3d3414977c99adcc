import type { EndpointDef, EndpointId } from '@wl/api';

/**
 * Where a reward-centre client puts an id, by the API schema's field: the first of the names it holds
 * (a mobile client's claim page sends `{ id, ticketId }` and `{ id, promotionId }`, ids as strings).
 */
const ID_FIELDS: Partial<Record<EndpointId, Record<string, readonly string[]>>> = {
  'rewards.claimTicket': { promotionId: ['promotionId', 'promoId', 'id', 'ticketId'] },
  'rewards.claimIssuedPromotion': { promotionId: ['promotionId', 'promoId', 'id'] },
  'rewards.cancelTicket': { ticketId: ['ticketId', 'id'] },
};

/** A login type as session clients send it, by the API schema's type. */
const LOGIN_TYPES: Readonly<Record<string, string>> = { '1': 'username' };

/** `"12"` → 12; anything else as it came (the API schema then refuses what is not a valid id). */
function numericId(value: unknown): unknown {
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
}

/**
 * Tolerance of a real backend for how other clients send a body
 * (docs/product/backend.md#what-other-clients-send): ids under the names and in the string form
 * reward-centre clients use; a login `type: "1"` (by username) and an empty `captcha` (none drawn),
 * which a session client sends when no captcha is due. Returns the body to validate; every value
 * still goes through the API schema, and a captcha that is due is still asked for.
 */
export function tolerateBody(endpoint: EndpointDef, body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = { ...(body as Record<string, unknown>) };
  for (const [field, names] of Object.entries(ID_FIELDS[endpoint.id as EndpointId] ?? {})) {
    const name = names.find((candidate) => fields[candidate] !== undefined);
    if (name !== undefined) fields[field] = numericId(fields[name]);
  }
  if (endpoint.id === 'session.login') {
    const type = typeof fields.type === 'string' ? LOGIN_TYPES[fields.type] : undefined;
    if (type !== undefined) fields.type = type;
    if (fields.captcha === '') delete fields.captcha;
  }
  return fields;
}
