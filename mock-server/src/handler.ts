import type { IncomingHttpHeaders } from 'node:http';
import type { EndpointDef, EndpointId, EndpointTypes } from '@wl/api';
import type { TenantConfig } from '@wl/tenant-config';
import { unauthorized } from './backend-error.js';
import type { PushEvent } from './events/event-hub.js';
import type { MerchantState } from './state/merchant-state.js';
import type { ActiveSession } from './state/sessions.js';

/** What a handler receives: the validated (and decoded) request plus the merchant it is for. */
export interface HandlerContext<Id extends EndpointId> {
  endpoint: EndpointDef;
  /** Query after API schema validation (strings coerced to the schema's types). */
  query: EndpointTypes[Id]['query'];
  /** Body after decryption and API schema validation. */
  body: EndpointTypes[Id]['body'];
  tenant: TenantConfig;
  /** The merchant's mutable state. */
  state: MerchantState;
  /** The caller's live session; always set on session/member/agent endpoints. */
  session: ActiveSession | null;
  headers: IncomingHttpHeaders;
  /** The visitor's IP as the server read it (`request.ip`: forwarding headers only from trusted proxies). */
  ip: string;
  /** `Language` header, upper-cased (e.g. 'VI'); null when absent. */
  language: string | null;
  now: Date;
  /** Pushes an event to an account's open event sockets (docs/product/backend.md#event-socket). */
  pushEvent: PushEvent;
}

/**
 * Implements one endpoint: returns the envelope's `value`, or throws a `BackendError` for a
 * `{ success: false }` answer.
 */
export type Handler<Id extends EndpointId> = (
  ctx: HandlerContext<Id>,
) => EndpointTypes[Id]['value'] | Promise<EndpointTypes[Id]['value']>;

/** Handlers by endpoint id; one map per API schema file (handlers/<domain>.ts). */
export type HandlerMap = { [Id in EndpointId]?: Handler<Id> };

/** A handler seen by the dispatcher, which only knows the endpoint id at run time. */
export type UntypedHandler = (ctx: HandlerContext<EndpointId>) => unknown;

/** The caller's session in a handler of a session/member/agent endpoint (the pipeline checked it). */
export function requireSession(ctx: { session: ActiveSession | null }): ActiveSession {
  if (!ctx.session) throw unauthorized();
  return ctx.session;
}

/** Joins domain maps into one; an id implemented twice is a mistake and throws. */
export function mergeHandlerMaps(maps: readonly HandlerMap[]): HandlerMap {
  const merged: Partial<Record<EndpointId, unknown>> = {};
  for (const map of maps) {
    for (const [id, handler] of Object.entries(map)) {
      if (id in merged) throw new Error(`mock handler for ${id} is defined twice`);
      merged[id as EndpointId] = handler;
    }
  }
  return merged as HandlerMap;
}
