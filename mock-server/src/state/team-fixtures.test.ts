import { describe, expect, it } from 'vitest';
import { isAgentType } from '@wl/api';
import { teamOf, type AccountsState } from './accounts.js';
import { loadFixtures } from './load-fixtures.js';
import type { TenantConfig } from '@wl/tenant-config';
import { seedMerchantState } from './merchant-state.js';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const { accounts, bets, ledger } = seedMerchantState(
  { code: 'any', tenant: { merchantCode: 'ANY' } } as TenantConfig,
  loadFixtures('any'),
  NOW,
);

function depth(state: AccountsState, username: string): number {
  let level = 0;
  let upline = state.byUsername.get(username)?.upline ?? null;
  while (upline) {
    level += 1;
    upline = state.byUsername.get(upline.toLowerCase())?.upline ?? null;
  }
  return level;
}

describe('agent team fixtures', () => {
  const team = teamOf(accounts, 'agent.top');
  const names = new Set(team.map((a) => a.username.toLowerCase()));

  it('give the top agent a team four levels deep with agents and members on each level', () => {
    const levels = new Set(team.map((a) => depth(accounts, a.username.toLowerCase())));
    expect([...levels].sort()).toEqual([1, 2, 3, 4]);
    expect(team.filter((a) => isAgentType(a.type)).length).toBeGreaterThanOrEqual(4);
    expect(team.filter((a) => a.type === 0).length).toBeGreaterThanOrEqual(18);
  });

  it('keep a second top agent whose team shares no one with the first', () => {
    const rival = teamOf(accounts, 'agent.rival');
    expect(rival.length).toBeGreaterThanOrEqual(3);
    expect(rival.some((a) => names.has(a.username.toLowerCase()))).toBe(false);
  });

  it('give the team bets in several game categories, deposits and withdrawals over weeks', () => {
    const teamBets = bets.list.filter((b) => names.has(b.owner));
    expect(new Set(teamBets.map((b) => b.gameCategory)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(teamBets.map((b) => b.time.slice(0, 10))).size).toBeGreaterThanOrEqual(8);
    expect(teamBets.every((b) => b.validBet <= b.betAmount)).toBe(true);
    const money = ledger.entries.filter((e) => names.has(e.owner));
    expect(money.some((e) => e.category === 'DEPOSIT')).toBe(true);
    expect(money.some((e) => e.category === 'WITHDRAW')).toBe(true);
  });

  it('date registrations and last sign-ins relative to the seeding time', () => {
    const fresh = team.filter((a) => Date.parse(a.createdAt) >= NOW.getTime() - 7 * 86_400_000);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.length).toBeLessThan(team.length);
    expect(accounts.byUsername.get('agent.mid')?.lastLoginAt).toBe('2026-03-14T12:00:00.000Z');
  });
});
