import { describe, expect, expectTypeOf, it } from 'vitest';
import { generateApiSources, renderEndpoints, staleGeneratedFiles } from '../../../scripts/api-gen';
import {
  CLIENT_ENDPOINTS,
  ENDPOINTS,
  unpackEndpoint,
  type BodyOf,
  type EndpointId,
  type QueryOf,
  type ValueOf,
} from './index.js';
import { loadApiSchema } from './node/index.js';

describe('generated API schema files', () => {
  it('are up to date with schemas/api (run pnpm api:gen)', async () => {
    expect(await staleGeneratedFiles()).toEqual([]);
  });

  it('are generated deterministically', async () => {
    const [first, second] = await Promise.all([generateApiSources(), generateApiSources()]);
    expect(second).toEqual(first);
  });

  it('list every endpoint in ENDPOINTS with its metadata', () => {
    const endpoints = loadApiSchema();
    expect(Object.keys(ENDPOINTS)).toEqual(endpoints.map((e) => e.id));
    const freePlay = endpoints.find((e) => e.id === 'session.freePlay')!;
    expect(ENDPOINTS['session.freePlay']).toEqual({
      id: freePlay.id,
      method: freePlay.method,
      path: freePlay.path,
      aliases: [],
      module: freePlay.module,
      token: freePlay.token,
      encrypted: freePlay.encrypted,
      access: freePlay.access,
      bodyEncoding: 'json',
      headers: { 'X-Gateway-Version': '3' },
    });
  });

  it("give the client every call's method, path, module, token, encryption, encoding and headers", () => {
    for (const meta of Object.values(ENDPOINTS)) {
      expect(unpackEndpoint(CLIENT_ENDPOINTS[meta.id]), meta.id).toEqual({
        method: meta.method,
        path: meta.path,
        module: meta.module,
        sendsToken: meta.token || meta.access !== 'public',
        encrypted: meta.encrypted,
        form: meta.bodyEncoding === 'form',
        ...('headers' in meta && { headers: meta.headers }),
      });
    }
    expect(unpackEndpoint(CLIENT_ENDPOINTS['captcha.image']).sendsToken).toBe(false);
    expect(unpackEndpoint(CLIENT_ENDPOINTS['session.login']).encrypted).toBe(true);
  });

  it('render a metadata change into the endpoint table', () => {
    const endpoints = loadApiSchema().map((e) =>
      e.id === 'system.status' ? { ...e, module: 'COMM3' } : e,
    );
    expect(renderEndpoints(endpoints)).toContain(
      `"system.status": {"id":"system.status","method":"GET","path":"/wps/system/status","aliases":[],"module":"COMM3"`,
    );
  });

  it('type queries, bodies and values per endpoint', () => {
    expectTypeOf<QueryOf<'system.status'>>().toEqualTypeOf<undefined>();
    expectTypeOf<BodyOf<'session.logout'>>().toEqualTypeOf<undefined>();
    expectTypeOf<ValueOf<'session.logout'>>().toEqualTypeOf<null>();
    expectTypeOf<BodyOf<'session.login'>['type']>().toEqualTypeOf<
      'username' | 'sms' | 'firebase'
    >();
    expectTypeOf<ValueOf<'session.login'>['token']>().toEqualTypeOf<string>();
    expectTypeOf<QueryOf<'games.list'>['pageNo']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ValueOf<'games.launch'>['content']>().toEqualTypeOf<
      { game_url: string } | undefined
    >();
    expectTypeOf<'system.status'>().toExtend<EndpointId>();
    expect(ENDPOINTS['session.login'].encrypted).toBe(true);
  });
});
