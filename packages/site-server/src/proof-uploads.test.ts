/**
 * Withdrawal proofs of up to 5 MB each, 3 in one answer, pass the site server with the mock and
 * the proxy to an upstream; every other call keeps the 1 MiB body limit
 * (docs/product/member.md#withdrawal-confirmation).
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxySite, type ProxySite } from './test-support/proxy-site.js';
import { siteAppPerFile } from './test-support/site-app.js';
import { startUpstream, type UpstreamFixture } from './test-support/upstream-fixture.js';

const MB = 1024 * 1024;
const CONFIRM = '/wps/v2/transaction/withdraw/confirm';
/** content.feedback, a call without files. */
const FEEDBACK = '/wps/feedback';

/** A png of `bytes` bytes in base64. */
function png(bytes: number): { name: string; data: string } {
  const data = Buffer.alloc(Math.round(bytes));
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { name: 'proof.png', data: data.toString('base64') };
}

const proofs = (count: number, bytes: number) =>
  JSON.stringify({
    transactionId: 'WC0003',
    outcome: 'NOT_RECEIVED',
    proofImages: Array.from({ length: count }, () => png(bytes)),
  });

describe('with the mock', () => {
  const started = siteAppPerFile(() => undefined, { defaultTenant: 'saigon' });

  const send = (method: 'POST' | 'PUT', url: string, payload: string) =>
    started().app.inject({
      method,
      url,
      payload,
      headers: { host: 'localhost', merchant: 'SGN01', 'content-type': 'application/json' },
    });

  it('lets three proofs of 4.9 MB reach the mock, which then asks for the session', async () => {
    const res = await send('POST', CONFIRM, proofs(3, 4.9 * MB));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).not.toBe('request_param_err');
  });

  it('takes a proof of 4.9 MB and refuses one of 5.1 MB in words, for a signed-in member', async () => {
    const login = await send(
      'POST',
      '/wps/session/login',
      JSON.stringify({ type: 'username', username: 'wallet.two', password: 'Passw0rd!' }),
    );
    const token = login.json<{ value: { token: string } }>().value.token;
    const confirm = (payload: string) =>
      started().app.inject({
        method: 'POST',
        url: CONFIRM,
        payload,
        headers: {
          host: 'localhost',
          merchant: 'SGN01',
          authorization: token,
          'content-type': 'application/json',
        },
      });
    const tooLarge = await confirm(proofs(1, 5.1 * MB));
    expect(tooLarge.json()).toMatchObject({ success: false, message: 'image_too_large' });
    const taken = await confirm(proofs(1, 4.9 * MB));
    expect(taken.json()).toMatchObject({
      success: true,
      value: { status: 'NOT_RECEIVED', hasProof: true },
    });
  });

  it('keeps 1 MiB on a call that carries no files', async () => {
    // A valid feedback padded with spaces: under 1 MiB it reaches the session check.
    const body = (bytes: number) =>
      `{"category":"OTHER","content":"Too slow"${' '.repeat(Math.round(bytes))}}`;
    const under = await send('PUT', FEEDBACK, body(0.9 * MB));
    expect(under.statusCode).toBe(401);
    const over = await send('PUT', FEEDBACK, body(1.1 * MB));
    expect(over.json()).toMatchObject({ success: false, message: 'request_param_err' });
  });
});

describe('through the proxy', () => {
  let upstream: UpstreamFixture;
  let proxy: ProxySite;
  const received: number[] = [];
  beforeAll(async () => {
    upstream = await startUpstream((app) => {
      app.post(`/api${CONFIRM}`, async (request) => {
        let bytes = 0;
        for await (const chunk of request.body as AsyncIterable<Buffer>) bytes += chunk.length;
        received.push(bytes);
        return { success: true, message: null, value: null };
      });
    });
    proxy = await startProxySite(`${upstream.origin}/api`);
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  /** POSTs `body` to the proxy under the tenant's host; resolves with the status and the answer. */
  const send = (method: 'POST' | 'PUT', url: string, body: string) =>
    new Promise<{ status: number; json: { success: boolean; message: string | null } }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: proxy.port,
            path: url,
            method,
            headers: {
              host: proxy.host,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (answer) => {
            let text = '';
            answer.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
            answer.on('end', () =>
              resolve({ status: answer.statusCode ?? 0, json: JSON.parse(text) }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      },
    );

  it('forwards three proofs of 4.9 MB whole', async () => {
    const body = proofs(3, 4.9 * MB);
    const res = await send('POST', CONFIRM, body);
    expect(res.json).toMatchObject({ success: true });
    expect(received).toEqual([Buffer.byteLength(body)]);
  });

  it('refuses a body over 1 MiB on a call that carries no files', async () => {
    const res = await send('PUT', FEEDBACK, JSON.stringify({ content: 'x'.repeat(2 * MB) }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'request_param_err' });
  });
});
