/**
 * Generated large teams (docs/product/agent.md#large-team): downline agents, members, their bets
 * and their deposits and withdrawals under one seeded agent, made from a seeded generator so the
 * same fixture always gives the same team. A team is made the first time its agent signs in, not
 * when the merchant's state is seeded, so the mock starts as fast as without it. Every movement
 * is a ledger entry (docs/product/money.md#the-ledger): each member's balance is the balance
 * after the last entry of its chain.
 */
import { toMinorUnits } from '@wl/tenant-config';
import { betRemark, type BetGameCategory, type BetRecord } from './bets.js';
import type { KeptText } from './localized-text.js';
import { addAccount, findAccount, type Account } from './accounts.js';
import { post, type Movement } from './ledger.js';
import type { MerchantState } from './merchant-state.js';
import { mulberry32 } from './seeded-random.js';
import type { BigTeamFixture } from './big-team-fixture.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Games the generated bets are placed in (those of the seeded bets). */
const GAMES: readonly { gameCategory: BetGameCategory; vassalage: string; gameName: KeptText }[] = [
  { gameCategory: 'RNG', vassalage: 'PG', gameName: 'Mahjong Ways' },
  { gameCategory: 'RNG', vassalage: 'JL', gameName: 'Super Ace' },
  { gameCategory: 'RNG', vassalage: 'JDB', gameName: 'Lucky Dragon' },
  { gameCategory: 'LIVE', vassalage: 'EVO', gameName: 'Lightning Roulette' },
  { gameCategory: 'LIVE', vassalage: 'AG', gameName: 'Baccarat' },
  { gameCategory: 'SPORTS', vassalage: 'SABA', gameName: 'Football' },
  { gameCategory: 'FISH', vassalage: 'JL', gameName: 'Fishing War' },
  { gameCategory: 'PVP', vassalage: 'KM', gameName: 'Tien Len' },
  {
    gameCategory: 'LOTT',
    vassalage: 'TCG_LOTTO_VN',
    gameName: { EN: 'Northern', VI: 'Miền Bắc', CN: '北部', TW: '北部' },
  },
];

/** Deposit sizes, in the currency's unit (the demo merchants count in VND). */
const DEPOSITS = [200_000, 500_000, 1_000_000, 2_000_000, 5_000_000];
/** Stakes are whole multiples of this, up to 50 of them. */
const STAKE_STEP = 10_000;

interface Timed extends Movement {
  at: number;
}

interface Generated {
  accounts: Account[];
  bets: BetRecord[];
  movements: Timed[];
}

function generate(state: MerchantState, team: BigTeamFixture, top: Account, now: Date): Generated {
  const random = mulberry32(team.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const ago = (days: number): number => now.getTime() - days * DAY_MS;
  const { accounts: store } = state;
  const minor = (amount: number): number => toMinorUnits(amount, store.ledger.minorUnits);
  const add = (username: string, type: number, upline: string, daysAgo: number): Account => {
    const account = addAccount(
      store,
      {
        username,
        password: team.password,
        type,
        upline,
        nickname: null,
        firstTimeLogin: false,
        affiliateCode: type === 0 ? null : `BIG${store.nextId}`,
      },
      now,
    );
    account.createdAt = new Date(ago(daysAgo)).toISOString();
    account.lastLoginAt = new Date(ago(Math.floor(random() * 30))).toISOString();
    return account;
  };
  const two = (n: number): string => String(n).padStart(2, '0');
  const agents: Account[] = [];
  const subAgents: Account[] = [];
  for (let a = 1; a <= team.agents; a += 1) {
    const agent = add(`${team.prefix}a${two(a)}`, 2, top.username, 300 + random() * 100);
    agents.push(agent);
    for (let s = 1; s <= team.subAgents; s += 1) {
      subAgents.push(add(`${agent.username}.${two(s)}`, 2, agent.username, 200 + random() * 100));
    }
  }
  const members: Account[] = [];
  const memberCount = team.members - agents.length - subAgents.length;
  for (let m = 1; m <= memberCount; m += 1) {
    const r = random();
    // Most members sit under a second-level agent, some higher up, a few directly below the top.
    const upline = r < 0.9 ? pick(subAgents) : r < 0.98 ? pick(agents) : top;
    // A fifth registered within the bets' period, the rest before it.
    const daysAgo = random() < 0.2 ? random() * team.days : team.days + random() * 300;
    members.push(add(`${team.prefix}m${String(m).padStart(5, '0')}`, 0, upline.username, daysAgo));
  }

  // Each bet goes to a member, the earlier members more often (a few play a lot).
  const betsByMember = new Map<Account, { at: number; game: (typeof GAMES)[number] }[]>();
  for (let i = 0; i < team.bets; i += 1) {
    const member = members[Math.floor(members.length * random() ** 1.6)]!;
    const since = Math.max(Date.parse(member.createdAt), ago(team.days));
    const at = since + Math.floor(random() * (now.getTime() - MINUTE_MS - since));
    const own = betsByMember.get(member);
    const bet = { at, game: pick(GAMES) };
    if (own) own.push(bet);
    else betsByMember.set(member, [bet]);
  }

  const bets: BetRecord[] = [];
  const movements: Timed[] = [];
  for (const agent of [...agents, ...subAgents]) {
    movements.push({
      at: Date.parse(agent.createdAt),
      owner: agent.username,
      category: 'DEPOSIT',
      amountMinor: minor(pick(DEPOSITS) * 10),
      remark: null,
    });
  }
  for (const member of members) {
    const own = (betsByMember.get(member) ?? []).sort((a, b) => a.at - b.at);
    const owner = member.username.toLowerCase();
    let balance = 0;
    for (const { at, game } of own) {
      const stake = STAKE_STEP * (1 + Math.floor(random() * 50));
      if (balance < stake) {
        const amount = Math.max(pick(DEPOSITS), stake - balance);
        movements.push({
          at: at - MINUTE_MS,
          owner,
          category: 'DEPOSIT',
          amountMinor: minor(amount),
          remark: null,
        });
        balance += amount;
      }
      const won = random() < 0.46;
      const payout = won ? stake * pick([1.5, 2, 2, 3, 5]) : 0;
      const validBet = game.gameCategory === 'SPORTS' && random() < 0.1 ? stake / 2 : stake;
      bets.push({
        id: '',
        owner,
        time: new Date(at).toISOString(),
        ...game,
        betAmount: stake,
        validBet,
        payout,
        status: 'SETTLED',
      });
      const remark = betRemark(game.vassalage, game.gameName);
      movements.push({ at, owner, category: 'BET', amountMinor: -minor(stake), remark });
      balance -= stake;
      if (payout > 0) {
        movements.push({ at, owner, category: 'PAYOUT', amountMinor: minor(payout), remark });
        balance += payout;
        if (balance > 3_000_000 && random() < 0.3) {
          const amount = Math.floor(balance / 2 / STAKE_STEP) * STAKE_STEP;
          movements.push({
            at,
            owner,
            category: 'WITHDRAW',
            amountMinor: -minor(amount),
            remark: null,
          });
          balance -= amount;
        }
      }
    }
  }
  return { accounts: [...agents, ...subAgents, ...members], bets, movements };
}

/**
 * Makes the large team of `username` when it is an agent with one still to make (the first
 * sign-in of that agent since the state was seeded); otherwise does nothing.
 */
export function ensureBigTeam(state: MerchantState, username: string, now: Date): void {
  const key = username.toLowerCase();
  const at = state.bigTeams.findIndex((t) => t.agent.toLowerCase() === key);
  if (at < 0) return;
  const [team] = state.bigTeams.splice(at, 1);
  const top = findAccount(state.accounts, username);
  if (!team || !top) return;
  const { bets, movements } = generate(state, team, top, now);
  // Bets join the list in time order, numbered after the seeded ones.
  bets.sort((a, b) => a.time.localeCompare(b.time));
  for (const bet of bets) {
    bet.id = `B${String(state.bets.list.length + 1).padStart(6, '0')}`;
    state.bets.list.push(bet);
  }
  // Stable: movements of one instant keep their order (a stake before its payout).
  movements.sort((a, b) => a.at - b.at);
  for (const { at, ...movement } of movements) post(state.ledger, movement, new Date(at));
}
