import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { EndpointDef } from '@wl/api';
import type { EndpointValidators } from '@wl/api/node';
import type { MockApiSchema } from '../plugin.js';

type TestEndpoint = Partial<EndpointDef> & Pick<EndpointDef, 'id' | 'method' | 'path'>;

const ANY_OBJECT = { type: 'object' };

function endpoint(partial: TestEndpoint): EndpointDef {
  return {
    aliases: [],
    module: null,
    token: false,
    encrypted: false,
    access: 'public',
    bodyEncoding: 'json',
    summary: partial.id,
    response: ANY_OBJECT,
    file: 'https://schemas.wl.local/api/test.json',
    index: 0,
    ...partial,
  };
}

/** A small API schema exercising every step of the request pipeline, independent of schemas/api/. */
export const TEST_ENDPOINTS: EndpointDef[] = [
  endpoint({ id: 'system.status', method: 'GET', path: '/wps/test/status' }),
  endpoint({
    id: 'test.open',
    method: 'GET',
    path: '/wps/test/open',
    response: {
      type: 'object',
      required: ['ok'],
      additionalProperties: false,
      properties: { ok: { const: true } },
    },
  }),
  endpoint({ id: 'test.gated', method: 'GET', path: '/wps/test/gated', module: 'FEEDBACK3' }),
  endpoint({
    id: 'test.query',
    method: 'GET',
    path: '/wps/test/query',
    query: {
      type: 'object',
      required: ['pageNum'],
      properties: { pageNum: { type: 'integer', minimum: 1 }, hot: { type: 'boolean' } },
    },
  }),
  endpoint({
    id: 'test.json',
    method: 'POST',
    path: '/wps/test/json',
    body: {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: { name: { type: 'string', minLength: 1 }, count: { type: 'integer' } },
    },
  }),
  endpoint({
    id: 'test.form',
    method: 'POST',
    path: '/wps/test/form',
    bodyEncoding: 'form',
    body: {
      type: 'object',
      required: ['username', 'email'],
      properties: { username: { type: 'string' }, email: { type: 'string', format: 'email' } },
    },
  }),
  endpoint({
    id: 'test.encrypted',
    method: 'POST',
    path: '/wps/test/encrypted',
    encrypted: true,
    body: { type: 'object', required: ['password'], properties: { password: { type: 'string' } } },
  }),
  endpoint({
    id: 'test.gateway',
    method: 'POST',
    path: '/wps/test/gateway',
    headers: { 'X-Gateway-Version': '3' },
    body: { type: 'object', properties: { os: { type: 'string' } } },
  }),
  endpoint({
    id: 'test.session',
    method: 'GET',
    path: '/wps/test/session',
    token: true,
    access: 'session',
  }),
  endpoint({
    id: 'test.member',
    method: 'GET',
    path: '/wps/test/member',
    token: true,
    access: 'member',
  }),
  endpoint({
    id: 'test.agent',
    method: 'GET',
    path: '/wps/test/agent',
    token: true,
    access: 'agent',
  }),
  endpoint({
    id: 'test.logout',
    method: 'DELETE',
    path: '/wps/test/logout',
    token: true,
    access: 'session',
  }),
  endpoint({ id: 'test.unhandled', method: 'GET', path: '/wps/test/unhandled' }),
];

function createAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes });
  addFormats(ajv);
  return ajv;
}

/** TEST_ENDPOINTS with validators compiled like the real API schema's (coercing query validator). */
export function testApiSchema(): MockApiSchema {
  const strict = createAjv(false);
  const coercing = createAjv(true);
  return {
    endpoints: TEST_ENDPOINTS,
    validators: (def): EndpointValidators => ({
      response: strict.compile(def.response),
      ...(def.query && {
        query: strict.compile(def.query),
        queryValidator: coercing.compile(def.query),
      }),
      ...(def.body && { body: strict.compile(def.body) }),
    }),
  };
}
