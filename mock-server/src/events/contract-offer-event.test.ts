import { afterEach, beforeEach, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EVENT_SOCKET_PATH } from '@wl/api/socket-events';
import { ALPHA, createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';

let mock: MockTestApp;
let origin: string;

beforeEach(async () => {
  mock = await createMockTestApp();
  origin = (await mock.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
});
afterEach(() => mock.close());

/** Messages the socket receives, parsed, in order. */
function collect(socket: WebSocket): unknown[] {
  const messages: unknown[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8'))));
  return messages;
}

it('an offer reaches the downline agent at once as a contract.offer event', async () => {
  const socket = new WebSocket(`${origin}${EVENT_SOCKET_PATH}?merchant=${ALPHA}`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const messages = collect(socket);
  socket.send(JSON.stringify({ type: 'auth', token: mock.login('agent.pro') }));
  await expect.poll(() => messages.length).toBeGreaterThan(0);

  const offer = await mock.value<{ contractId: number }>('agent.hourlySalaryContract', {
    token: mock.login('agent.top'),
    body: { action: 'SIGN', downline: 'agent.pro', tiers: [{ threshold: 0, rate: 1 }] },
  });
  await expect
    .poll(() => messages)
    .toContainEqual({
      type: 'contract.offer',
      data: { contractId: offer.contractId, contractType: 'HOURLY_SALARY' },
    });
  socket.terminate();
});

it('a contract ended by auto-termination reaches its downline as a contract.ended event', async () => {
  const socket = new WebSocket(`${origin}${EVENT_SOCKET_PATH}?merchant=${ALPHA}`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const messages = collect(socket);
  socket.send(JSON.stringify({ type: 'auth', token: mock.login('agent.sub') }));
  await expect.poll(() => messages.length).toBeGreaterThan(0);

  // agent.pro accepts a 1% hourly salary: its 1.2% contract (22) with agent.sub ends.
  const offer = await mock.value<{ contractId: number }>('agent.hourlySalaryContract', {
    token: mock.login('agent.top'),
    body: { action: 'SIGN', downline: 'agent.pro', tiers: [{ threshold: 0, rate: 1 }] },
  });
  await mock.value('agent.hourlySalaryContract', {
    token: mock.login('agent.pro'),
    body: { action: 'ACCEPT', contractId: offer.contractId },
  });
  await expect
    .poll(() => messages)
    .toContainEqual({
      type: 'contract.ended',
      data: { contractId: 22, contractType: 'HOURLY_SALARY' },
    });
  socket.terminate();
});
