import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import { expect } from 'vitest';
import type { ForeignTenant, SiteApp } from './foreign-site.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | undefined;

export interface RawRequest {
  method?: Method;
  path: string;
  /** Query parameters; empty ones are dropped, as the clients drop them. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON (`Content-Type: application/json;charset=UTF-8`). */
  body?: unknown;
  /** `Authorization: <token>`, without `Bearer`. */
  token?: string;
  /** Headers to add or replace; `null` leaves a default header out. */
  headers?: Record<string, string | null>;
}

/** The `{ success, message, value }` envelope of the backend, read without our API schema's types. */
export interface Envelope {
  success: boolean;
  message: string | null;
  value: Json;
  code?: number | string;
  /** The message again, as clients of the other generation read it. */
  msg?: string | null;
  /** A code word (`USER_NOT_EXIST`) or a failure's number as text. */
  errorCode?: string;
}

/** A JSON answer walked by field name, as a client that has no types for it reads it. */
export type Json = any;

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
  envelope: Envelope;
}

/**
 * A third-party client of the backend: every request carries `Merchant`, `Device: web` and the UI
 * language lower case (`Language: en`), keeps the cookies the backend sets (as a browser behind a
 * proxy that forwards `Cookie` / `Set-Cookie` does) and owns one `loginDeviceId`.
 */
export class RawClient {
  readonly deviceId = randomUUID();
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: SiteApp,
    readonly tenant: ForeignTenant,
    private readonly language = 'en',
  ) {}

  async send(request: RawRequest): Promise<RawAnswer> {
    const method = request.method ?? 'GET';
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined && value !== '') query.set(name, String(value));
    }
    const url = query.size > 0 ? `${request.path}?${query.toString()}` : request.path;
    const headers: Record<string, string> = {};
    const defaults: Record<string, string | null> = {
      host: `${this.tenant.code}.localhost`,
      merchant: this.tenant.merchant,
      device: 'web',
      language: this.language,
      accept: 'application/json',
      ...(request.body !== undefined && { 'content-type': 'application/json;charset=UTF-8' }),
      ...(request.token !== undefined && { authorization: request.token }),
      ...(this.cookies.size > 0 && { cookie: this.cookieHeader() }),
      ...request.headers,
    };
    for (const [name, value] of Object.entries(defaults)) if (value !== null) headers[name] = value;
    // Real HTTP over a socket, as a client on another machine talks to the site.
    await this.app.ready();
    const agent = supertest(this.app.server);
    const verbs = {
      GET: (path: string) => agent.get(path),
      POST: (path: string) => agent.post(path),
      PUT: (path: string) => agent.put(path),
      DELETE: (path: string) => agent.delete(path),
    };
    const call = verbs[method](url)
      .set(headers)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      });
    const res = await (request.body !== undefined ? call.send(JSON.stringify(request.body)) : call);
    const text = res.body as string;
    const answerHeaders = res.headers as RawAnswer['headers'];
    this.keepCookies(setCookieLines(answerHeaders));
    return {
      status: res.status,
      headers: answerHeaders,
      text,
      envelope: parseEnvelope(text),
    };
  }

  /** GET with the parameters in the query string. */
  get(path: string, query?: Record<string, QueryValue>, token?: string): Promise<RawAnswer> {
    return this.send({ path, ...(query && { query }), ...(token !== undefined && { token }) });
  }

  /** Sends and expects what a client treats as success: HTTP 200 and `success: true`. */
  async value(request: RawRequest): Promise<Json> {
    const answer = await this.send(request);
    expectSuccess(answer);
    return answer.envelope.value;
  }

  /** The cookies the backend has set so far, by name. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(lines: readonly string[]): void {
    for (const line of lines) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
}

/** The `Set-Cookie` lines of an answer. */
export function setCookieLines(headers: RawAnswer['headers']): string[] {
  const value = headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [String(value)];
}

function parseEnvelope(text: string): Envelope {
  try {
    const json: unknown = JSON.parse(text);
    if (json !== null && typeof json === 'object' && 'success' in json) return json as Envelope;
  } catch {
    // Not JSON: reported below as an envelope-less answer.
  }
  return { success: false, message: `not an envelope: ${text.slice(0, 200)}`, value: null };
}

/** HTTP 200 with `success: true`; the failure names the call's answer. */
export function expectSuccess(answer: RawAnswer): void {
  expect({ status: answer.status, success: answer.envelope.success }, answer.text).toEqual({
    status: 200,
    success: true,
  });
}

/** The first of `names` that `value` holds, as clients that accept several field names read it. */
export function firstOf(value: Json, names: readonly string[]): Json {
  for (const name of names) {
    if (value !== null && typeof value === 'object' && value[name] !== undefined) {
      return value[name];
    }
  }
  return undefined;
}
