import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  params: unknown;
  data: unknown;
}

export type FakeReply =
  { status?: number; data?: unknown } | { fail: 'network' } | { fail: 'timeout' };

/**
 * An axios adapter standing in for the backend: records every request and answers with what
 * `reply` returns, failing like axios's own adapters do (non-2xx, no answer, timeout).
 */
export function fakeBackend(
  reply: (request: RecordedRequest) => FakeReply = () => ({
    data: { success: true, message: null, value: null },
  }),
) {
  const requests: RecordedRequest[] = [];
  /** The url of every request, in order. */
  const paths: string[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      headers: AxiosHeaders.from(config.headers).toJSON(),
      params: config.params,
      data: config.data,
    };
    requests.push(request);
    paths.push(request.url);
    const answer = reply(request);
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
  };
  return { adapter, requests, paths };
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

/**
 * A `fakeBackend` reply answering each url with the envelope around `values[url]`; any other url
 * gets the `otherwise` envelope (by default a failure without message).
 */
export function replyByPath(
  values: Record<string, unknown>,
  otherwise: unknown = failure(),
): (request: RecordedRequest) => FakeReply {
  return (request) => ({
    data: Object.hasOwn(values, request.url) ? envelope(values[request.url]) : otherwise,
  });
}
