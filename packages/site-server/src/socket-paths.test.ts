import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { listenOnLoopback } from './test-support/loopback.js';
import { siteAppPerFile } from './test-support/site-app.js';

const siteApp = siteAppPerFile();
let port: number;

beforeAll(async () => {
  port = await listenOnLoopback(siteApp().app);
});

/** `open`, or the HTTP status the server answered instead of upgrading. */
function upgrade(path: string): Promise<'open' | number> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, {
    headers: { host: 'saigon.localhost' },
  });
  return new Promise((resolve) => {
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_request, response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
  });
}

describe('WebSocket upgrades with the mock on', () => {
  it('opens the event socket and refuses every other path', async () => {
    expect(await upgrade('/wps/events?merchant=SGN01')).toBe('open');
    expect(await upgrade('/wps/member/info')).toBe(404);
    expect(await upgrade('/')).toBe(404);
  });
});
