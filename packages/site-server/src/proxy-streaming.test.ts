import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxySite, type ProxySite } from './test-support/proxy-site.js';
import { startUpstream, type UpstreamFixture } from './test-support/upstream-fixture.js';

/** Resolves with the first chunk `stream` yields. */
const firstChunk = (stream: Readable): Promise<string> =>
  new Promise((resolve, reject) => {
    stream.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8')));
    stream.once('error', reject);
  });

let upstream: UpstreamFixture;
let site: ProxySite;
let finishAnswer: () => void = () => undefined;
let uploadStarted: Promise<string>;

beforeAll(async () => {
  upstream = await startUpstream((app) => {
    app.get('/wps/report/export', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'application/json' });
      reply.raw.write('{"success":true,"message":null,"value":"');
      finishAnswer = () => reply.raw.end('done"}');
    });
    app.post('/wps/member/upload', async (request) => {
      const body = request.body as Readable;
      uploadStarted = firstChunk(body);
      let text = '';
      for await (const chunk of body) text += String(chunk);
      return { success: true, message: null, value: text.length };
    });
  });
  site = await startProxySite(upstream.origin);
});

afterAll(async () => {
  await site.close();
  await upstream.close();
});

describe('bodies stream through the proxy', () => {
  it('passes the first bytes of an answer on before the upstream has finished it', async () => {
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      httpRequest(
        {
          host: '127.0.0.1',
          port: site.port,
          path: '/wps/report/export',
          headers: { host: site.host },
        },
        resolve,
      )
        .on('error', reject)
        .end();
    });
    expect(answer.statusCode).toBe(200);
    const head = await firstChunk(answer);
    expect(head).toBe('{"success":true,"message":null,"value":"');
    let rest = '';
    answer.on('data', (chunk: Buffer) => (rest += chunk.toString('utf8')));
    const ended = new Promise((resolve) => answer.on('end', resolve));
    finishAnswer();
    await ended;
    expect(JSON.parse(head + rest)).toEqual({ success: true, message: null, value: 'done' });
  });

  it('passes the first bytes of a request body on before the browser has sent all of it', async () => {
    const half = '{"value":"' + 'a'.repeat(20);
    const request = httpRequest({
      host: '127.0.0.1',
      port: site.port,
      method: 'POST',
      path: '/wps/member/upload',
      headers: {
        host: site.host,
        'content-type': 'application/json',
        'content-length': String(half.length * 2),
      },
    });
    const answered = new Promise<string>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve(text));
      });
      request.on('error', reject);
    });
    request.write(half);
    await expect.poll(() => uploadStarted, { timeout: 3_000 }).toBeDefined();
    expect(await uploadStarted).toBe(half);
    request.end(half);
    expect(JSON.parse(await answered)).toEqual({
      success: true,
      message: null,
      value: half.length * 2,
    });
  });
});
