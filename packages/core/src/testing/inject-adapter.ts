import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** A request as handed to an in-process server (Fastify's `app.inject` takes this shape). */
export interface InjectRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** What the in-process server answered. */
export interface InjectResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

export type Inject = (request: InjectRequest) => Promise<InjectResponse>;

function headersOf(config: InternalAxiosRequestConfig): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    out[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

function payloadOf(data: unknown): string | undefined {
  if (data === undefined || data === null) return undefined;
  return typeof data === 'string' ? data : JSON.stringify(data);
}

function timeoutError(config: InternalAxiosRequestConfig): AxiosError {
  return new AxiosError(
    `timeout of ${config.timeout ?? 0}ms exceeded`,
    AxiosError.ETIMEDOUT,
    config,
  );
}

/**
 * An axios adapter that hands every request to an in-process server instead of the network, so
 * the real client (headers, encryption, error mapping) meets the real server pipeline. It behaves
 * like axios's own adapters: the client's timeout applies, a dropped connection is a network
 * error, and a status outside `validateStatus` rejects with the response. Every request sent is
 * recorded in `requests`.
 */
export function injectAdapter(inject: Inject): {
  adapter: AxiosAdapter;
  requests: InjectRequest[];
} {
  const requests: InjectRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: InjectRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      headers: headersOf(config),
    };
    const payload = payloadOf(config.data);
    if (payload !== undefined) request.payload = payload;
    requests.push(request);

    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      if (config.timeout) timer = setTimeout(() => reject(timeoutError(config)), config.timeout);
    });
    let answer: InjectResponse;
    try {
      answer = await Promise.race([inject(request), timeout]);
    } catch (error) {
      if (error instanceof AxiosError) throw error;
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    } finally {
      clearTimeout(timer);
    }

    const response: AxiosResponse = {
      data: answer.body,
      status: answer.statusCode,
      statusText: String(answer.statusCode),
      headers: AxiosHeaders.from(
        Object.fromEntries(Object.entries(answer.headers).map(([k, v]) => [k, String(v)])),
      ),
      config,
      request,
    };
    const validateStatus = config.validateStatus;
    if (!validateStatus || validateStatus(response.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      request,
      response,
    );
  };
  return { adapter, requests };
}
