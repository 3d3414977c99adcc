/** The browser-safe metadata of one contract endpoint (schemas/api/contract.schema.json). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'public' | 'session' | 'member' | 'agent';

export interface EndpointMeta {
  id: string;
  method: HttpMethod;
  path: string;
  /** Whitelabel modId gating the call; null when always available. */
  module: string | null;
  /** T: sends the Authorization header. */
  token: boolean;
  /** E: body encrypted with the tenant's payload-encryption mode. */
  encrypted: boolean;
  access: Access;
  bodyEncoding: 'json' | 'form';
  /** Fixed request headers the call always sends (e.g. `X-Gateway-Version: 3` for free play). */
  headers?: Readonly<Record<string, string>>;
}

/** The full contract entry, with its schemas (node side: mock server, tests, codegen). */
export interface EndpointDef extends EndpointMeta {
  summary: string;
  description?: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  response: Record<string, unknown>;
  errors?: string[];
  /** `$id` of the contract file that declares it. */
  file: string;
  /** Index inside that file's `endpoints` array (for JSON pointers). */
  index: number;
}

/** The `{ success, message, value }` envelope every backend answer uses. */
export interface Envelope<T> {
  success: boolean;
  message: string | null;
  value: T;
  /** Some failures carry a numeric code, e.g. 727 system busy. */
  code?: number;
}
