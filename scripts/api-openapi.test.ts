import { compileErrors, validate } from '@readme/openapi-parser';
import { endpointRoutes, loadApiSchema } from '@wl/api/node';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './api-openapi.js';

type Operation = Record<string, unknown> & { operationId: string };

const endpoints = loadApiSchema();
const document = buildOpenApi();
const paths = document.paths as Record<string, Record<string, Operation>>;

function operationAt(method: string, path: string): Operation | undefined {
  return paths[path]?.[method.toLowerCase()];
}

describe('the OpenAPI export', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('fails validation when a schema reference does not resolve', async () => {
    const broken = structuredClone(document) as {
      components: { schemas: Record<string, unknown> };
    };
    delete broken.components.schemas['common.loginResult'];
    const result = await validate(broken as never);
    expect(result.valid).toBe(false);
  });

  it('has one operation per endpoint with its flags as x- extensions', () => {
    for (const def of endpoints) {
      const op = operationAt(def.method, def.path);
      expect(op?.operationId, def.id).toBe(def.id);
      expect(op).toMatchObject({
        'x-module': def.module,
        'x-token': def.token,
        'x-encrypted': def.encrypted,
        'x-access': def.access,
      });
      expect(op?.['x-alias-of']).toBeUndefined();
    }
    expect(operationAt('POST', '/wps/session/login')).toMatchObject({ 'x-encrypted': true });
    expect(operationAt('GET', '/wps/relay/MCSFE_getAvailablePromotions')).toMatchObject({
      'x-module': 'REWCEN3',
      'x-access': 'member',
      security: [{ token: [] }],
    });
  });

  it('adds every alias as one more operation pointing at its endpoint', () => {
    const aliases = endpoints.flatMap((def) =>
      endpointRoutes(def)
        .slice(1)
        .map((route) => ({ route, id: def.id })),
    );
    expect(aliases.length).toBeGreaterThan(0);
    for (const { route, id } of aliases) {
      expect(operationAt(route.method, route.path), `${route.method} ${route.path}`).toMatchObject({
        'x-alias-of': id,
      });
    }
    expect(operationAt('POST', '/wps/session/logout')?.['x-alias-of']).toBe('session.logout');
  });

  it('puts query parameters, fixed headers and bodies where OpenAPI tools look for them', () => {
    const list = operationAt('GET', '/wps/relay/GCSGAME_gameList');
    expect(list?.parameters).toContainEqual(
      expect.objectContaining({ name: 'merchant', in: 'query', required: true }),
    );
    const freePlay = operationAt('POST', '/wps/session/login/freeplay');
    expect(freePlay?.parameters).toContainEqual(
      expect.objectContaining({ name: 'X-Gateway-Version', in: 'header', schema: { const: '3' } }),
    );
    expect(freePlay?.requestBody).toMatchObject({ content: { 'application/json': {} } });
    const email = operationAt('POST', '/wps/member/password/email');
    expect(email?.requestBody).toMatchObject({
      content: { 'application/x-www-form-urlencoded': {} },
    });
  });
});
