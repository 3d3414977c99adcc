import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tenantCheckFacts } from '@wl/features/node';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckAnswer, StudioTenant } from '../shared/studio-api.js';
import { buildStudioServer } from './build-studio-server.js';
import { assertStudioAllowed } from './studio-guard.js';

const TENANTS = fileURLToPath(new URL('../../../../tenants', import.meta.url));
const facts = await tenantCheckFacts();
const SECRET = 'test-secret-of-this-start';
const headers = { host: '127.0.0.1:4400', 'x-studio-secret': SECRET };

let work: string;
let dir: string;
let app: FastifyInstance;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'wl-studio-'));
  dir = join(work, 'tenants');
  cpSync(TENANTS, dir, { recursive: true });
  app = buildStudioServer({ tenantsDir: dir, facts, secret: SECRET });
});

afterEach(async () => {
  await app.close();
  rmSync(work, { recursive: true, force: true });
});

const read = (...parts: string[]) => readFileSync(join(dir, ...parts), 'utf8');

async function tenant(code: string): Promise<StudioTenant> {
  const response = await app.inject({ method: 'GET', url: `/api/tenants/${code}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<StudioTenant>();
}

describe('the studio guard', () => {
  it('refuses production mode', () => {
    expect(() => assertStudioAllowed([], { NODE_ENV: 'production' })).toThrow(/production/);
    expect(() => assertStudioAllowed(['--production'], {})).toThrow(/production/);
    expect(() => assertStudioAllowed([], {})).not.toThrow();
  });

  it('answers only this machine by name, never a tenant hostname', async () => {
    for (const host of ['saigon.localhost:4400', 'www.saigon.example', 'evil.test']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/tenants',
        headers: { ...headers, host },
      });
      expect(response.statusCode, host).toBe(421);
    }
    const local = await app.inject({
      method: 'GET',
      url: '/api/tenants',
      headers: { ...headers, host: 'localhost:4400' },
    });
    expect(local.statusCode).toBe(200);
  });

  it('answers no call and no page without the secret of this start', async () => {
    const calls = [
      { method: 'GET', url: '/api/tenants' },
      { method: 'GET', url: '/' },
      { method: 'POST', url: '/api/tenants/jade/save' },
    ] as const;
    for (const call of calls) {
      const missing = await app.inject({ ...call, headers: { host: '127.0.0.1:4400' } });
      expect(missing.statusCode, call.url).toBe(403);
      const wrong = await app.inject({
        ...call,
        headers: { host: '127.0.0.1:4400', 'x-studio-secret': 'guess' },
      });
      expect(wrong.statusCode, call.url).toBe(403);
    }
    const page = await app.inject({
      method: 'GET',
      url: `/?secret=${SECRET}`,
      headers: { host: '127.0.0.1' },
    });
    expect(page.statusCode).toBe(200);
  });
});

// A check runs the whole tenant check and prettier: seconds on a busy machine.
describe('the studio calls', { timeout: 30_000 }, () => {
  it('lists the tenants without _default', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tenants', headers });
    const codes = response.json<{ code: string; displayName: string }[]>().map((t) => t.code);
    expect(codes).toEqual(['goalline', 'jade', 'saigon']);
  });

  it("reads a tenant's effective files and its own", async () => {
    const jade = await tenant('jade');
    expect(Object.keys(jade.files)).toEqual(
      expect.arrayContaining(['tenant.json', 'theme.json', 'layout.json', 'pages/home.json']),
    );
    expect(jade.files['pages/home.json']).toMatchObject({ sections: expect.any(Object) });
    expect(jade.own['tenant.json']).toBe(read('jade', 'tenant.json'));
    const missing = await app.inject({ method: 'GET', url: '/api/tenants/nope', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ refusal: 'unknownTenant', code: 'nope' });
  });

  it('refuses a check, preview or save without files or for an unknown tenant, by key', async () => {
    const jadeTheme = read('jade', 'theme.json');
    for (const step of ['check', 'preview', 'save']) {
      const noFiles = await app.inject({
        method: 'POST',
        url: `/api/tenants/jade/${step}`,
        headers,
        payload: { files: [] },
      });
      expect([noFiles.statusCode, noFiles.json()]).toEqual([400, { refusal: 'expectedFiles' }]);
      const unknown = await app.inject({
        method: 'POST',
        url: `/api/tenants/nope/${step}`,
        headers,
        payload: { files: {} },
      });
      expect([unknown.statusCode, unknown.json()]).toEqual([
        404,
        { refusal: 'unknownTenant', code: 'nope' },
      ]);
    }
    expect(read('jade', 'theme.json')).toBe(jadeTheme);
  });

  it('checks a change without writing and answers the minimal diff', async () => {
    const jade = await tenant('jade');
    const theme = jade.files['theme.json'] as { colors: Record<string, string> };
    const before = read('jade', 'theme.json');
    const edited = { ...theme, colors: { ...theme.colors, secondary: '#123456' } };
    const response = await app.inject({
      method: 'POST',
      url: '/api/tenants/jade/check',
      headers,
      payload: { files: { ...jade.files, 'theme.json': edited } },
    });
    const result = response.json<CheckAnswer>();
    expect(result.ok).toBe(true);
    expect(result.changes.map((c) => c.file)).toEqual(['theme.json']);
    const patch = result.changes[0]?.patch ?? '';
    expect(patch.split('\n').filter((l) => /^[-+] /.test(l))).toEqual([
      expect.stringMatching(/^- +"secondary": "#[0-9a-f]+",?$/i),
      expect.stringMatching(/^\+ +"secondary": "#123456",?$/),
    ]);
    expect(read('jade', 'theme.json')).toBe(before);
  });

  it('saves only the keys that differ from _default, formatted, with the schema hint', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers,
      payload: { code: 'lotus', name: 'Lotus', language: 'EN' },
    });
    expect(created.statusCode).toBe(200);
    const lotus = await tenant('lotus');
    const home = structuredClone(lotus.files['pages/home.json']) as {
      sections: Record<string, unknown>;
      order: string[];
    };
    const order = [...home.order];
    [order[0], order[1]] = [order[1] ?? '', order[0] ?? ''];
    const theme = { ...(lotus.files['theme.json'] as object), daisyTheme: 'dark' };
    const response = await app.inject({
      method: 'POST',
      url: '/api/tenants/lotus/save',
      headers,
      payload: {
        files: { ...lotus.files, 'theme.json': theme, 'pages/home.json': { ...home, order } },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(read('lotus', 'theme.json')).toBe(
      '{\n  "$schema": "../../schemas/tenant/theme.schema.json",\n  "daisyTheme": "dark"\n}\n',
    );
    const page = JSON.parse(read('lotus', 'pages', 'home.json')) as Record<string, unknown>;
    expect(page).toEqual({ $schema: '../../../schemas/tenant/page.schema.json', order });
    expect(existsSync(join(dir, 'lotus', 'layout.json'))).toBe(false);
  });

  it('removes an inherited section by setting it to null, and reads the page without it', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers,
      payload: { code: 'lotus', name: 'Lotus', language: 'EN' },
    });
    const lotus = await tenant('lotus');
    const home = structuredClone(lotus.files['pages/home.json']) as {
      sections: Record<string, unknown>;
      order: string[];
    };
    const gone = home.order[0] ?? '';
    delete home.sections[gone];
    home.order = home.order.slice(1);
    const response = await app.inject({
      method: 'POST',
      url: '/api/tenants/lotus/save',
      headers,
      payload: { files: { ...lotus.files, 'pages/home.json': home } },
    });
    expect(response.json<CheckAnswer>().messages).toEqual([]);
    const page = JSON.parse(read('lotus', 'pages', 'home.json')) as Record<string, unknown>;
    expect(page).toEqual({
      $schema: '../../../schemas/tenant/page.schema.json',
      sections: { [gone]: null },
      order: home.order,
    });
    const again = (await tenant('lotus')).files['pages/home.json'] as typeof home;
    expect(Object.keys(again.sections)).not.toContain(gone);
    expect(again.order).toEqual(home.order);
  });

  it('refuses a broken change with file and pointer, and writes nothing', async () => {
    const jade = await tenant('jade');
    const home = structuredClone(jade.files['pages/home.json']) as {
      sections: Record<string, { type: string; settings?: unknown }>;
      order: string[];
    };
    home.sections.extra = { type: 'no-such-widget', settings: {} };
    home.order = [...home.order, 'extra'];
    const theme = jade.files['theme.json'] as { colors: Record<string, string> };
    const dark = { ...theme, colors: { ...theme.colors, primary: '#0a0a0a' }, daisyTheme: 'dark' };
    const stamp = (file: string) => statSync(join(dir, 'jade', file)).mtimeMs;
    const before = { theme: read('jade', 'theme.json'), time: stamp('theme.json') };
    const response = await app.inject({
      method: 'POST',
      url: '/api/tenants/jade/save',
      headers,
      payload: { files: { ...jade.files, 'pages/home.json': home, 'theme.json': dark } },
    });
    expect(response.statusCode).toBe(422);
    const result = response.json<CheckAnswer>();
    expect(result.ok).toBe(false);
    expect(result.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'pages/home.json', pointer: '/sections/extra/type' }),
        expect.objectContaining({
          file: 'theme.json',
          pointer: '/colors/primary',
          message: expect.stringMatching(/WCAG AA/),
        }),
      ]),
    );
    expect(read('jade', 'theme.json')).toBe(before.theme);
    expect(stamp('theme.json')).toBe(before.time);
    expect(existsSync(join(dir, 'jade', 'pages', 'home.json'))).toBe(
      existsSync(join(TENANTS, 'jade', 'pages', 'home.json')),
    );
  });

  it('refuses a path that is not a tenant file', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tenants/jade/save',
      headers,
      payload: { files: { '../saigon/tenant.json': {} } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<CheckAnswer>().messages[0]?.file).toBe('../saigon/tenant.json');
  });

  it('creates a tenant with the tenant:new steps, or says why not', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers,
      payload: { code: 'Bad Code' },
    });
    expect(bad.statusCode).toBe(422);
    expect(existsSync(join(dir, 'Bad Code'))).toBe(false);
    const made = await app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers,
      payload: { code: 'orchid', name: 'Orchid', language: 'EN' },
    });
    expect(made.statusCode).toBe(200);
    expect(JSON.parse(read('orchid', 'tenant.json'))).toMatchObject({
      displayName: 'Orchid',
      languages: { default: 'EN' },
    });
  });
});

describe('a language without a bundled dictionary', { timeout: 30_000 }, () => {
  const create = () =>
    app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers,
      payload: { code: 'lotus', name: 'Lotus', language: 'EN' },
    });
  const offering = (files: StudioTenant['files'], language: string) => {
    const tenantFile = structuredClone(files['tenant.json']) as {
      languages: { enabled: string[] };
    };
    tenantFile.languages.enabled.push(language);
    return tenantFile;
  };

  it("offers Thai from _default's dictionary, and saves only the tenant's own Thai text", async () => {
    await create();
    const lotus = await tenant('lotus');
    const files: StudioTenant['files'] = {
      ...lotus.files,
      'tenant.json': offering(lotus.files, 'TH'),
    };
    const check = await app.inject({
      method: 'POST',
      url: '/api/tenants/lotus/check',
      headers,
      payload: { files },
    });
    expect(check.json<CheckAnswer>().messages).toEqual([]);
    const thai = structuredClone(files['locales/TH.json']) as {
      tenant: { hero: { title: string } };
    };
    thai.tenant.hero.title = 'ยินดีต้อนรับสู่ Lotus';
    const saved = await app.inject({
      method: 'POST',
      url: '/api/tenants/lotus/save',
      headers,
      payload: { files: { ...files, 'locales/TH.json': thai } },
    });
    expect(saved.json<CheckAnswer>().messages).toEqual([]);
    expect(JSON.parse(read('lotus', 'locales', 'TH.json'))).toEqual({
      $schema: '../../../schemas/tenant/locale.schema.json',
      tenant: { hero: { title: 'ยินดีต้อนรับสู่ Lotus' } },
    });
    const sources = await app.inject({ method: 'GET', url: '/api/dictionaries/TH', headers });
    expect(sources.json()).toEqual([]);
  });

  it('creates a tenant whose default language is Thai, and answers which interface texts are names', async () => {
    const made = await app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers,
      payload: { code: 'lotus', name: 'Lotus', language: 'TH' },
    });
    expect(made.statusCode).toBe(200);
    expect(JSON.parse(read('lotus', 'tenant.json'))).toMatchObject({
      languages: { default: 'TH', enabled: expect.arrayContaining(['TH', 'EN']) },
    });
    const texts = await app.inject({ method: 'GET', url: '/api/interface-texts', headers });
    const { english, neutral } = texts.json<{
      english: Record<string, string>;
      neutral: string[];
    }>();
    expect(english['common.close']).toBe('Close');
    expect(neutral).toContain('languages.TH');
    expect(neutral).not.toContain('common.close');
  });

  it("starts a language only another tenant has from that tenant's interface texts, and lists what is left", async () => {
    // jade as the one tenant with a dictionary of a language nothing else covers.
    const interfaceOnly = JSON.parse(read('_default', 'locales', 'TH.json')) as Record<
      string,
      unknown
    >;
    delete interfaceOnly.tenant;
    writeFileSync(
      join(dir, 'jade', 'locales', 'JA.json'),
      JSON.stringify({ ...interfaceOnly, tenant: { hero: { title: 'Jade' } } }),
    );
    await create();
    const sources = await app.inject({ method: 'GET', url: '/api/dictionaries/JA', headers });
    expect(sources.json()).toEqual([
      { code: 'jade', displayName: expect.any(String), texts: expect.any(Number), complete: true },
    ]);
    const bundled = await app.inject({ method: 'GET', url: '/api/dictionaries/VI', headers });
    expect(bundled.json()).toEqual([]);
    const none = await app.inject({ method: 'GET', url: '/api/dictionaries/JA/saigon', headers });
    expect([none.statusCode, none.json()]).toEqual([
      404,
      { refusal: 'noDictionary', code: 'saigon' },
    ]);

    const started = await app.inject({
      method: 'GET',
      url: '/api/dictionaries/JA/jade',
      headers,
    });
    const japanese = started.json<Record<string, unknown>>();
    // The interface's texts, not jade's own (its brand, banners, copyright line).
    expect(japanese).not.toHaveProperty('tenant');
    expect(japanese).toMatchObject({ common: { close: expect.any(String) } });

    const lotus = await tenant('lotus');
    const files = {
      ...lotus.files,
      'tenant.json': offering(lotus.files, 'JA'),
      'locales/JA.json': japanese,
    };
    const check = await app.inject({
      method: 'POST',
      url: '/api/tenants/lotus/check',
      headers,
      payload: { files },
    });
    // What is left is the tenant's own texts, each at its key in locales/JA.json.
    expect(
      check
        .json<CheckAnswer>()
        .messages.map((m) => `${m.file}#${m.pointer}`)
        .sort(),
    ).toEqual([
      'locales/JA.json#/tenant/footer/copyright',
      'locales/JA.json#/tenant/footer/help',
      'locales/JA.json#/tenant/footer/promotions',
      'locales/JA.json#/tenant/seo/description',
    ]);
    expect(existsSync(join(dir, 'lotus', 'locales', 'JA.json'))).toBe(false);
  });
});

describe('uploading an image', { timeout: 30_000 }, () => {
  const png = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);
  const upload = (name: string, bytes: Buffer) =>
    app.inject({
      method: 'POST',
      url: '/api/tenants/jade/assets',
      headers,
      payload: { name, base64: bytes.toString('base64') },
    });

  it('puts an image that passes the checks into assets/', async () => {
    const response = await upload('brand.png', png);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ assets: string[] }>().assets).toContain('brand.png');
    expect(readFileSync(join(dir, 'jade', 'assets', 'brand.png'))).toEqual(png);
  });

  it('refuses a wrong format, a bad name and an image over the budget, writing nothing', async () => {
    const refused = [
      await upload('brand.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      await upload('../brand.png', png),
      await upload('huge.png', Buffer.concat([png, Buffer.alloc(600 * 1024)])),
    ];
    for (const response of refused) expect(response.statusCode).toBe(422);
    expect(refused[2]?.json<CheckAnswer>().messages[0]).toMatchObject({ file: 'assets/huge.png' });
    expect(existsSync(join(dir, 'jade', 'assets', 'brand.png'))).toBe(false);
    expect(existsSync(join(dir, 'jade', 'assets', 'huge.png'))).toBe(false);
  });
});
