import {
  SECRET_HEADER,
  type CheckAnswer,
  type DictionarySource,
  type InterfaceAnswer,
  type FileForms,
  type StudioFiles,
  type StudioMessage,
  type StudioSession,
  type StudioTenant,
  type TenantSummary,
  type WidgetInfo,
} from '../shared/studio-api.js';
import { refusalText } from './refusal-text.js';

/** The secret of this start, from the address `pnpm studio` printed. */
const secret = new URLSearchParams(window.location.search).get('secret') ?? '';

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: {
      [SECRET_HEADER]: secret,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok && response.status !== 422) {
    const text = await response.text();
    throw new Error(refusalText(text) ?? `${response.status} ${text}`);
  }
  return (await response.json()) as T;
}

/** The studio server's calls. */
export const studioApi = {
  session: () => call<StudioSession>('GET', '/api/session'),
  tenants: () => call<TenantSummary[]>('GET', '/api/tenants'),
  widgets: () => call<WidgetInfo[]>('GET', '/api/widgets'),
  fileForms: () => call<FileForms>('GET', '/api/file-forms'),
  interfaceTexts: () => call<InterfaceAnswer>('GET', '/api/interface-texts'),
  dictionarySources: (language: string) =>
    call<DictionarySource[]>('GET', `/api/dictionaries/${encodeURIComponent(language)}`),
  startedDictionary: (language: string, from: string) =>
    call<Record<string, unknown>>(
      'GET',
      `/api/dictionaries/${encodeURIComponent(language)}/${encodeURIComponent(from)}`,
    ),
  tenant: (code: string) => call<StudioTenant>('GET', `/api/tenants/${encodeURIComponent(code)}`),
  check: (code: string, files: StudioFiles) =>
    call<CheckAnswer>('POST', `/api/tenants/${encodeURIComponent(code)}/check`, { files }),
  preview: (code: string, files: StudioFiles) =>
    call<CheckAnswer>('POST', `/api/tenants/${encodeURIComponent(code)}/preview`, { files }),
  save: (code: string, files: StudioFiles) =>
    call<CheckAnswer>('POST', `/api/tenants/${encodeURIComponent(code)}/save`, { files }),
  upload: (code: string, name: string, base64: string) =>
    call<{ ok: boolean; messages: StudioMessage[]; assets?: string[] }>(
      'POST',
      `/api/tenants/${encodeURIComponent(code)}/assets`,
      { name, base64 },
    ),
  create: (tenant: { code: string; name: string; language: string }) =>
    call<{ ok: boolean; code?: string; lines: string[] }>('POST', '/api/tenants', tenant),
};
