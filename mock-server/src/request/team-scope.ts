import { downlineFields } from '@wl/api/node';
import type { EndpointDef } from '@wl/api';
import { forbidden } from '../backend-error.js';
import { teamOf } from '../state/accounts.js';
import type { MerchantState } from '../state/merchant-state.js';
import type { ActiveSession } from '../state/sessions.js';

function valueAt(input: unknown, name: string): unknown {
  return input !== null && typeof input === 'object'
    ? (input as Record<string, unknown>)[name]
    : undefined;
}

/**
 * An agent reads and acts on its own subtree only (docs/product/agent.md#team-scope): every
 * parameter the contract marks `x-downline` must name the caller or an account below it (by
 * username, or by id for an integer parameter); anything else is refused with HTTP 403, whether
 * or not such an account exists.
 */
export function assertTeamScope(
  endpoint: EndpointDef,
  state: MerchantState,
  session: ActiveSession | null,
  input: { query: unknown; body: unknown },
): void {
  const fields = downlineFields(endpoint);
  if (fields.length === 0 || !session) return;
  let team: Set<string> | undefined;
  for (const field of fields) {
    const value = valueAt(field.in === 'query' ? input.query : input.body, field.name);
    if (value === undefined || value === null || value === '') continue;
    team ??= new Set(
      [session.username, ...teamOf(state.accounts, session.username).map((a) => a.username)].map(
        (name) => name.toLowerCase(),
      ),
    );
    const named =
      typeof value === 'number'
        ? [...state.accounts.byUsername.values()].find((a) => a.id === value)?.username
        : typeof value === 'string'
          ? value.trim()
          : undefined;
    if (named === undefined || !team.has(named.toLowerCase())) throw forbidden();
  }
}
