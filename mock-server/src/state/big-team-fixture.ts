/** A large generated team as the fixtures describe it (docs/product/agent.md#large-team). */

/** fixtures/big-teams.json entry. */
export interface BigTeamFixture {
  /** The agent at the top: an account of accounts.json. */
  agent: string;
  /** Seed of the generator. */
  seed: number;
  /** Accounts below the agent, downline agents included. */
  members: number;
  /** Downline agents directly below the agent; each has `subAgents` agents below it. */
  agents: number;
  subAgents: number;
  /** Bets of the team, spread over the last `days` days. */
  bets: number;
  days: number;
  /** Start of every generated username (`<prefix>a01`, `<prefix>a01.02`, `<prefix>m00001`). */
  prefix: string;
  /** Every generated account's password. */
  password: string;
}

/** fixtures/big-teams.json */
export interface BigTeamsFixture {
  teams: BigTeamFixture[];
}
