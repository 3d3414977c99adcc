import { describe, expect, it } from 'vitest';
import { CLOSED, OPEN, sitePerTestFile } from './foreign-site.js';
import { RawClient, expectSuccess, firstOf, setCookieLines, type Json } from './raw-client.js';

const site = sitePerTestFile();

/** The module ids public clients check before they make a call. */
const KNOWN_MODULES = [
  'COMM3',
  'REG3',
  'PASS3',
  'AFFMAN3',
  'FREEPLAY3',
  'CAPTCHA3',
  'PROFPIC3',
  'CHNGPASSVERIF3',
  'PWRESETSMS3',
  'VERIFICATION3',
  'REGMOBVERF3',
  'MOBILENUMREG3',
  'FUNDTRANS3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'FEEDBACK3',
  'REWCEN3',
  'INBOX3',
  'PTSYS3',
  'MEMTRANS3',
  'AGEANNOUNCE3',
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
  'CBS3',
];

/** Every `{ modId, enabled }` node of the whitelabel tree, however deep, by modId. */
function modulesIn(tree: Json, found = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(tree)) {
    for (const node of tree) modulesIn(node, found);
  } else if (tree !== null && typeof tree === 'object') {
    if (typeof tree.modId === 'string') found.set(tree.modId, tree.enabled);
    for (const child of Object.values(tree)) modulesIn(child, found);
  }
  return found;
}

/** The bytes of a captcha picture sent as base64, bare or as a data URL. */
function imageBytes(base64: string): Buffer {
  return Buffer.from(base64.replace(/^data:image\/[a-z+.-]+;base64,/, ''), 'base64');
}

describe('start-up calls', () => {
  it('status: the site answers its status before anything else', async () => {
    const client = new RawClient(site(), OPEN);

    const value = await client.value({ path: '/wps/system/status' });

    expect(value.status).toBe(0);
  });

  it("whitelabel: every known modId is in the tree, a module on reads enabled '1'", async () => {
    const open = modulesIn(
      await new RawClient(site(), OPEN).value({ path: '/wps/system/whitelabel' }),
    );
    const closed = modulesIn(
      await new RawClient(site(), CLOSED).value({ path: '/wps/system/whitelabel' }),
    );

    for (const modId of KNOWN_MODULES) expect([modId, open.get(modId)]).toEqual([modId, '1']);
    expect(closed.get('GAMELO3')).toBeDefined();
    expect(closed.get('GAMELO3')).not.toBe('1');
  });

  it('captcha: the picture is base64 in value, value.img or value.image; its cookie is `captchaId`', async () => {
    const client = new RawClient(site(), OPEN);

    const res = await client.send({ path: '/wps/captcha' });
    expectSuccess(res);
    const { value } = res.envelope;
    const picture: unknown = typeof value === 'string' ? value : firstOf(value, ['img', 'image']);

    expect(typeof picture).toBe('string');
    const bytes = imageBytes(picture as string);
    expect(bytes.length).toBeGreaterThan(100);
    // An image a browser draws: SVG, PNG, JPEG or GIF.
    expect(bytes.toString('latin1')).toMatch(/^(<svg|<\?xml|\x89PNG|\xff\xd8|GIF8)/);
    // The real backend ties the answer to a `captchaId` cookie; the mock may tie it otherwise.
    for (const line of setCookieLines(res.headers)) expect(line).toMatch(/^captchaId=[^;]+/);
  });

  it('geetest captcha: GET /wps/captcha/geetest answers for the GEETEST3 alternative', async () => {
    const client = new RawClient(site(), OPEN);

    const res = await client.send({ path: '/wps/captcha/geetest' });

    // Answered by the backend: the captcha, or `function.not.available` while GEETEST3 is off.
    expect(res.status).not.toBe(404);
    expect(
      res.envelope.success || res.envelope.message === 'function.not.available',
      res.text,
    ).toBe(true);
  });

  it('country list: GET /wps/system/country lists the dialing codes of the phone field', async () => {
    const client = new RawClient(site(), OPEN);

    const value = await client.value({ path: '/wps/system/country' });
    const countries: Json[] = Array.isArray(value) ? value : firstOf(value, ['countries', 'list']);
    const codes = countries.map((country) =>
      String(firstOf(country, ['countryDialingCode', 'dialingCode', 'code'])).replace(/^\+/, ''),
    );

    expect(codes).toContain('84');
  });

  it('domain route: the client reads value.domain', async () => {
    const client = new RawClient(site(), OPEN);

    const value = await client.value({ path: '/wps/system/domainRoute' });

    expect(value.domain, 'value.domain').toBeTypeOf('string');
    expect(value.domain).toMatch(/^[a-z0-9.-]+$/i);
  });
});
