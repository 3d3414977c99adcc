import { MEMBER_ACCOUNT_TYPE, type EndpointTypes } from '@wl/api';
import { REGISTER_FIELDS, registerFieldRules, type TenantConfig } from '@wl/tenant-config';
import { BackendError } from '../backend-error.js';
import { addAccount, findAccount, type Account, type AccountsState } from '../state/accounts.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import { assertRegisterFields } from './register-fields.js';

/** The agent type an agent's new downline agent gets (docs/product/agent.md#register-account). */
const DOWNLINE_AGENT_TYPE = 2;

/** The fields an agent fills in for a downline; every other registration field is the member's own. */
const DOWNLINE_FIELDS: readonly string[] = ['username', 'password'];

function newAffiliateCode(accounts: AccountsState, username: string): string {
  const stem =
    username
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, 6) || 'AGENT';
  for (let n = accounts.nextId; ; n += 1) {
    const code = `${stem}${n}`;
    const taken = [...accounts.byUsername.values()].some((a) => a.affiliateCode === code);
    if (!taken) return code;
  }
}

/**
 * An account an agent opens under itself: the username and password follow the merchant's
 * registration rules, the username is unique, the passwords match. A new agent gets its own
 * invitation code.
 */
export function registerDownline(
  request: {
    body: EndpointTypes['team.registerDownline']['body'];
    tenant: TenantConfig;
    accounts: AccountsState;
    now: Date;
  },
  agent: Account,
): Account {
  const { body, tenant, accounts, now } = request;
  const setting = registerFieldRules(tenant.register);
  const skip = REGISTER_FIELDS.filter((field) => !DOWNLINE_FIELDS.includes(field));
  assertRegisterFields(setting, body, skip);
  if (body.password !== body.confirmPassword)
    throw new BackendError(ACCOUNT_MESSAGES.passwordsDiffer);
  const username = body.username.trim();
  if (findAccount(accounts, username)) throw new BackendError(ACCOUNT_MESSAGES.usernameExists);
  const isAgent = body.accountType === 'AGENT';
  return addAccount(
    accounts,
    {
      username,
      password: body.password,
      type: isAgent ? DOWNLINE_AGENT_TYPE : MEMBER_ACCOUNT_TYPE,
      nickname: body.nickname?.trim() || null,
      upline: agent.username,
      affiliateCode: isAgent ? newAffiliateCode(accounts, username) : null,
    },
    now,
  );
}
