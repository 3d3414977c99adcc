import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { EndpointId, ValueOf } from '@wl/api';
import {
  endpointRoutes,
  endpointValidators,
  loadApiSchema,
  routeKey,
  type EndpointDef,
} from '@wl/api/node';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  params: unknown;
  data: unknown;
  /** The API endpoint the method and path belong to; null when none does. */
  endpoint: EndpointId | null;
}

export type FakeReply =
  { status?: number; data?: unknown } | { fail: 'network' } | { fail: 'timeout' };

/** Ways to answer one endpoint's request; `value` is typed and checked by the API schema. */
export interface Replies<Id extends EndpointId> {
  /** A success envelope around `value`. */
  value(value: ValueOf<Id>): FakeReply;
  /** A failure envelope (`success: false`). */
  failure(message?: string | null): FakeReply;
  /** Any HTTP status and body, as a broken backend or proxy might send. */
  status(status: number, data?: unknown): FakeReply;
  network(): FakeReply;
  timeout(): FakeReply;
}

export type Responder<Id extends EndpointId> = (
  request: RecordedRequest,
  reply: Replies<Id>,
) => FakeReply;

/** Answers by endpoint id: the success value itself, or a function choosing the reply. */
export type FakeAnswers = { [Id in EndpointId]?: ValueOf<Id> | Responder<Id> };

export interface FakeBackendOptions {
  /** Answers requests no entry of `answers` covers; a failure envelope unless given. */
  otherwise?: (request: RecordedRequest) => FakeReply;
}

export function envelope(value: unknown): { success: true; message: null; value: unknown } {
  return { success: true, message: null, value };
}

/** An envelope the backend answers for a failed call (`success: false`). */
export function failure(message: string | null = null): {
  success: false;
  message: string | null;
  value: null;
} {
  return { success: false, message, value: null };
}

let byRoute: Map<string, EndpointDef> | undefined;

function endpointAt(method: string, url: string): EndpointDef | undefined {
  byRoute ??= new Map(
    loadApiSchema().flatMap((def) => endpointRoutes(def).map((r) => [routeKey(r), def] as const)),
  );
  return byRoute.get(`${method} ${url.split('?')[0] ?? ''}`);
}

function checkedValue(def: EndpointDef, value: unknown): unknown {
  const validate = endpointValidators(def).response;
  if (!validate(value)) {
    const problems = (validate.errors ?? [])
      .map((e) => `${e.instancePath || '(value)'} ${e.message ?? 'is invalid'}`)
      .join('; ');
    throw new Error(`fake answer of ${def.id} violates the API schema: ${problems}`);
  }
  return value;
}

function repliesFor<Id extends EndpointId>(def: EndpointDef): Replies<Id> {
  return {
    value: (value) => ({ data: envelope(checkedValue(def, value)) }),
    failure: (message = null) => ({ data: failure(message) }),
    status: (status, data) => ({ status, data }),
    network: () => ({ fail: 'network' }),
    timeout: () => ({ fail: 'timeout' }),
  };
}

function toAxios(config: InternalAxiosRequestConfig, answer: FakeReply) {
  if ('fail' in answer) {
    return Promise.reject(
      answer.fail === 'timeout'
        ? new AxiosError(
            `timeout of ${config.timeout ?? 0}ms exceeded`,
            AxiosError.ETIMEDOUT,
            config,
            {},
          )
        : new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}),
    );
  }
  const status = answer.status ?? 200;
  const response = {
    data: answer.data,
    status,
    statusText: String(status),
    headers: {},
    config,
    request: {},
  };
  if (status >= 200 && status < 300) return Promise.resolve(response);
  return Promise.reject(
    new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    ),
  );
}

/**
 * An axios adapter standing in for the backend. It answers each API endpoint from
 * `answers[id]` (success values are checked against the API schema's value schema, so a fake
 * cannot drift from the real shape), anything else with `options.otherwise`; it records every
 * request and fails like axios's own adapters do (non-2xx, no answer, timeout).
 */
export function fakeBackend(answers: FakeAnswers = {}, options: FakeBackendOptions = {}) {
  const otherwise = options.otherwise ?? (() => ({ data: failure() }));
  for (const [id, answer] of Object.entries(answers)) {
    const def = loadApiSchema().find((e) => e.id === id);
    if (!def) throw new Error(`fake answer for ${id}: no such endpoint in the API schema`);
    if (typeof answer !== 'function') checkedValue(def, answer);
  }
  const requests: RecordedRequest[] = [];
  /** The url of every request, in order. */
  const paths: string[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const def = endpointAt(method, url);
    const request: RecordedRequest = {
      method,
      url,
      headers: AxiosHeaders.from(config.headers).toJSON(),
      params: config.params,
      data: config.data,
      endpoint: (def?.id as EndpointId | undefined) ?? null,
    };
    requests.push(request);
    paths.push(url);
    const answer = def && (answers as Record<string, unknown>)[def.id];
    if (!def || answer === undefined) return toAxios(config, otherwise(request));
    if (typeof answer === 'function') {
      const respond = answer as Responder<EndpointId>;
      return toAxios(config, respond(request, repliesFor(def)));
    }
    return toAxios(config, { data: envelope(checkedValue(def, answer)) });
  };
  return { adapter, requests, paths };
}
