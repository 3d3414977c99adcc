import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import type { EndpointDef } from '@wl/api';
import type { MerchantState } from '../state/merchant-state.js';
import type { ActiveSession } from '../state/sessions.js';
import { activeScenarios, endpointMatches } from './active-scenarios.js';
import { SCENARIOS } from './scenario-catalog.js';

export interface ScenarioInput {
  endpoint: EndpointDef;
  state: MerchantState;
  session: ActiveSession | null;
  /** Validated query and (decoded) body. */
  query: unknown;
  body: unknown;
}

/**
 * How the request goes on after the merchant's scenarios:
 * - continue: run the handler with this state and session (possibly altered views);
 * - answer: reply success with this value instead of the handler's;
 * - hang-up: drop the connection without an answer.
 * A scenario that fails the request throws its BackendError instead.
 */
export type ScenarioOutcome =
  | { kind: 'continue'; state: MerchantState; session: ActiveSession | null }
  | { kind: 'answer'; value: unknown }
  | { kind: 'hang-up' };

/**
 * The merchant's active scenarios applied to one request, in the order they were switched on:
 * each one whose `endpoints` match and which concerns the request waits its delay, then acts.
 * The first that answers, fails or hangs up ends the request.
 */
export async function applyScenarios(input: ScenarioInput): Promise<ScenarioOutcome> {
  let { state, session } = input;
  for (const active of activeScenarios(input.state)) {
    if (!endpointMatches(input.endpoint.id, active.endpoints)) continue;
    const effect = SCENARIOS[active.name].effect(input);
    if (effect === null) continue;
    if (active.delayMs > 0) await sleep(active.delayMs);
    switch (effect.kind) {
      case 'pass':
        break;
      case 'status':
        state = { ...state, status: effect.status };
        break;
      case 'no-session':
        session = null;
        break;
      case 'fail':
        throw effect.error;
      case 'answer':
        return { kind: 'answer', value: effect.value };
      case 'hang-up':
        return { kind: 'hang-up' };
    }
  }
  return { kind: 'continue', state, session };
}

/** Drops the connection without writing an answer (the network-failure scenario). */
export function hangUp(reply: FastifyReply): FastifyReply {
  reply.hijack();
  reply.raw.destroy();
  return reply;
}
