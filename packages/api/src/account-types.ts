/**
 * The account `type` the backend answers at login and in member info (docs/product/accounts.md):
 * 0 a member, 4 a trial (free demo) account, 1, 2, 41 and 42 the agent kinds. Any other type
 * (staff, for example) does not enter the player site.
 */
export const MEMBER_ACCOUNT_TYPE = 0;
export const TRIAL_ACCOUNT_TYPE = 4;
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];

export function isMemberType(type: number): boolean {
  return type === MEMBER_ACCOUNT_TYPE;
}

export function isTrialType(type: number): boolean {
  return type === TRIAL_ACCOUNT_TYPE;
}

export function isAgentType(type: number): boolean {
  return AGENT_ACCOUNT_TYPES.includes(type);
}
