import type { EndpointId } from '@wl/api';
import { downlineFields, loadApiSchema, type DownlineField } from '@wl/api/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findAccount } from './state/accounts.js';
import { createMockTestApp, type MockTestApp } from './test-support/mock-test-app.js';
import { sampleRequest } from './test-support/sample-request.js';

/**
 * docs/product/agent.md#team-scope: every agent call, driven by the contract's `x-downline`
 * marker, refuses the downlines of another agent. agent.mid's team is player.one and player.two;
 * agent.sub and player.three belong to agent.pro's team, rival.sub to another top agent's.
 */
const CALLER = 'agent.mid';
const OWN_DOWNLINE = 'player.one';
const FOREIGN_DOWNLINES = ['agent.sub', 'player.three', 'rival.sub'];

/** Parameter names that suggest an account; each must say whether it names one. */
const ACCOUNT_LIKE = /downline|parent|user|member|account|agent|customer|player/i;

const agentCalls = loadApiSchema().filter((e) => e.access === 'agent');
const marked = agentCalls.flatMap((endpoint) =>
  downlineFields(endpoint).map((field) => ({ endpoint, field })),
);

let mock: MockTestApp;
beforeAll(async () => {
  mock = await createMockTestApp();
});
afterAll(() => mock.close());
beforeEach(() => mock.store.resetState());

function accountValue(field: DownlineField, username: string): string | number {
  if (field.kind === 'username') return username;
  const account = findAccount(mock.state().accounts, username);
  if (!account) throw new Error(`no seeded account ${username}`);
  return account.id;
}

async function callWith(id: EndpointId, field: DownlineField, username: string) {
  const endpoint = agentCalls.find((e) => e.id === id);
  if (!endpoint) throw new Error(id);
  const { query, body } = sampleRequest(endpoint);
  const value = accountValue(field, username);
  if (field.in === 'query') query[field.name] = value;
  else if (body) body[field.name] = value;
  return mock.call(id, { token: mock.login(CALLER), query, body });
}

describe('an agent call naming another agent’s downline', () => {
  it('exists for the team, transfer and contract calls', () => {
    const ids = new Set(marked.map((m) => m.endpoint.id));
    for (const id of ['team.members', 'team.transfer', 'agent.dividendContract'])
      expect(ids).toContain(id);
  });

  it.each(marked.map((m) => [`${m.endpoint.id} ${m.field.in}.${m.field.name}`, m] as const))(
    '%s is refused',
    async (_name, { endpoint, field }) => {
      for (const foreign of FOREIGN_DOWNLINES) {
        const res = await callWith(endpoint.id as EndpointId, field, foreign);
        expect(res.statusCode, `${foreign}: ${res.body}`).toBe(403);
        expect(res.json()).toMatchObject({ success: false, message: 'forbidden' });
      }
      // The same call naming the caller's own downline is not refused for its team.
      const own = await callWith(endpoint.id as EndpointId, field, OWN_DOWNLINE);
      expect(own.statusCode, own.body).not.toBe(403);
    },
  );

  it('every agent call parameter that looks like an account says whether it names one', () => {
    const unmarked = agentCalls.flatMap((endpoint) =>
      (['query', 'body'] as const).flatMap((where) =>
        Object.entries(
          (endpoint[where]?.properties ?? {}) as Record<string, Record<string, unknown>>,
        )
          .filter(([name, schema]) => ACCOUNT_LIKE.test(name) && !('x-downline' in schema))
          .map(([name]) => `${endpoint.id} ${where}.${name}`),
      ),
    );
    expect(unmarked).toEqual([]);
  });
});
