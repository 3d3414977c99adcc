/** The browser-safe metadata of one API endpoint (schemas/api/api.schema.json). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'public' | 'session' | 'member' | 'agent';

/** One method + path pair the server answers. */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
}

export interface EndpointMeta extends EndpointRoute {
  id: string;
  /**
   * Other method/path pairs real clients use for the same call (another method, or another
   * generation of names); the server answers each like the main pair, the client calls the main one.
   */
  aliases: readonly EndpointRoute[];
  /** Whitelabel modId gating the call; null when always available. */
  module: string | null;
  /** T: sends the Authorization header. */
  token: boolean;
  /** E: body encrypted with the tenant's payload-encryption mode. */
  encrypted: boolean;
  access: Access;
  bodyEncoding: 'json' | 'form';
  /**
   * The body carries files (a base64 string in its schema): servers give it room for 3 images of
   * 5 MB (`UPLOAD_BODY_BYTES_LIMIT`) instead of their 1 MiB limit.
   */
  carriesFiles?: true;
  /** Fixed request headers the call always sends (e.g. `X-Gateway-Version: 3` for free play). */
  headers?: Readonly<Record<string, string>>;
}

/** The main pair of an endpoint followed by its aliases: every route the server registers for it. */
export function endpointRoutes(meta: EndpointMeta): EndpointRoute[] {
  return [{ method: meta.method, path: meta.path }, ...meta.aliases];
}

/** The full API schema entry, with its schemas (node side: mock server, tests, codegen). */
export interface EndpointDef extends EndpointMeta {
  summary: string;
  description?: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  response: Record<string, unknown>;
  errors?: string[];
  /** `$id` of the API schema file that declares it. */
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
  /**
   * Failures also carry the backend's other generation of fields: `msg` (the message again) and
   * `errorCode` (a code word such as `USER_NOT_EXIST`, or a failure's number as text). Clients read
   * either (docs/product/backend.md#response-envelope).
   */
  msg?: string | null;
  errorCode?: string;
}
