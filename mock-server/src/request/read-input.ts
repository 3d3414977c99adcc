import type { IncomingHttpHeaders } from 'node:http';
import type { EndpointDef } from '@wl/api';
import type { EndpointValidators } from '@wl/api/node';
import type { TenantConfig } from '@wl/tenant-config';
import { requestBodyRequired, requestParamError } from '../backend-error.js';
import { tolerateBody } from './body-tolerance.js';
import { decodeBody } from './decode-body.js';
import { headerValue, mediaType } from './headers.js';
import { validateIgnoringUnknown } from './tolerant-validate.js';

const MEDIA_TYPE_OF_ENCODING = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
} as const;

/** Headers the API schema says the call always sends (e.g. `X-Gateway-Version: 3`); else request_param_err. */
export function assertFixedHeaders(endpoint: EndpointDef, headers: IncomingHttpHeaders): void {
  for (const [name, expected] of Object.entries(endpoint.headers ?? {})) {
    if (headerValue(headers, name) !== expected) throw requestParamError();
  }
}

/** Clients send `language` in any case (`en`, `EN`); the API schema's codes are upper case. */
function normaliseLanguage(input: unknown): void {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return;
  const fields = input as Record<string, unknown>;
  if (typeof fields.language === 'string') fields.language = fields.language.toUpperCase();
}

/**
 * The query checked against the API schema (strings coerced, `language` upper-cased, unknown
 * parameters ignored); undefined when the endpoint takes none.
 */
export function readQuery(validators: EndpointValidators, rawQuery: unknown): unknown {
  const validate = validators.queryValidator;
  if (!validate) return undefined;
  const query: unknown = rawQuery !== null && typeof rawQuery === 'object' ? { ...rawQuery } : {};
  normaliseLanguage(query);
  if (!validateIgnoringUnknown(validate, query)) throw requestParamError();
  return query;
}

export interface BodyInput {
  endpoint: EndpointDef;
  validators: EndpointValidators;
  tenant: TenantConfig;
  headers: IncomingHttpHeaders;
  /** As parsed by the content-type parser; undefined when the request had no body. */
  rawBody: unknown;
}

/**
 * The body checked against the API schema, after decryption for E endpoints. No body where one is
 * declared → request_body_required; a content type other than the endpoint's encoding, or a known
 * field the schema refuses → request_param_err. Unknown fields are dropped, as a real backend
 * ignores them. Undefined when the endpoint takes no body.
 */
export function readBody({ endpoint, validators, tenant, headers, rawBody }: BodyInput): unknown {
  const validate = validators.body;
  if (!validate) return undefined;
  if (rawBody === undefined) throw requestBodyRequired();
  if (mediaType(headers) !== MEDIA_TYPE_OF_ENCODING[endpoint.bodyEncoding])
    throw requestParamError();
  const decoded = endpoint.encrypted
    ? decodeBody({ endpoint, tenant, body: rawBody, headers })
    : rawBody;
  const body = tolerateBody(endpoint, decoded);
  normaliseLanguage(body);
  if (!validateIgnoringUnknown(validate, body)) throw requestParamError();
  return body;
}
