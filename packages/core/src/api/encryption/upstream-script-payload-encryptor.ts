import { ENCRYPT_SCRIPT_PATH } from '@wl/api';
import { encryptionError } from './encryption-error.js';
import { ENCRYPTION_HEADERS } from './encryption-headers.js';
import { loadScript } from './load-script.js';
import type { PayloadEncryptor } from './payload-encryptor.js';

const DEFAULT_SCRIPT_TIMEOUT_MS = 30_000;

/** `X-RSA` when the script does not name its key (the backend's meaning of it is not public). */
export const DEFAULT_SCRIPT_KEY_ID = 'reRsaV2';

interface ReRsaV2Result {
  RSA: string;
  DES: string;
  /** The key the script sealed for; some scripts spell it RSAKEY. */
  rsaKey?: unknown;
  RSAKEY?: unknown;
  keyId?: unknown;
}

type ReRsaV2 = ((payload: string) => Promise<unknown>) & { keyId?: unknown };

export interface UpstreamScriptEncryptorOptions {
  /** The script to load; `/js/encrypt.js` by default. */
  scriptUrl?: string;
  timeoutMs?: number;
  /** Loads the script into the page (default: a `<script>` tag). */
  loadScript?: (src: string, timeoutMs: number) => Promise<void>;
}

function pageReRsaV2(): ReRsaV2 | null {
  const candidate = (globalThis as { reRsaV2?: unknown }).reRsaV2;
  return typeof candidate === 'function' ? (candidate as ReRsaV2) : null;
}

function isResult(value: unknown): value is ReRsaV2Result {
  if (value === null || typeof value !== 'object') return false;
  const { RSA, DES } = value as Record<string, unknown>;
  return typeof RSA === 'string' && RSA !== '' && typeof DES === 'string' && DES !== '';
}

/** The first non-empty string among the candidates. */
function firstString(...candidates: unknown[]): string | undefined {
  return candidates.find((c): c is string => typeof c === 'string' && c !== '');
}

/**
 * `upstream-script`: seals payloads with the backend's own `/js/encrypt.js`, loaded once into the
 * page, and sends them as public clients of the real backend do (docs/product/backend.md#encryption):
 * `s = await reRsaV2(json)`, body `{ value: s.DES }`, `Encryption: s.RSA`, `X-Digest: s.DES` (the
 * sealed payload itself) and `X-RSA: s.rsaKey` (or `s.RSAKEY`; else `keyId` or `reRsaV2.keyId`,
 * else 'reRsaV2'). A script that fails to load or defines no `reRsaV2` is an ApiError of kind
 * 'encryption'; the next call tries to load it again.
 */
export function upstreamScriptPayloadEncryptor(
  options: UpstreamScriptEncryptorOptions = {},
): PayloadEncryptor {
  const src = options.scriptUrl ?? ENCRYPT_SCRIPT_PATH;
  const timeoutMs = options.timeoutMs ?? DEFAULT_SCRIPT_TIMEOUT_MS;
  const load = options.loadScript ?? loadScript;
  let loading: Promise<ReRsaV2> | null = null;

  const reRsaV2 = (): Promise<ReRsaV2> => {
    const present = pageReRsaV2();
    if (present !== null) return Promise.resolve(present);
    loading ??= load(src, timeoutMs)
      .catch((error: unknown) => {
        throw encryptionError(`The encryption script ${src} could not be loaded.`, error);
      })
      .then(() => {
        const loaded = pageReRsaV2();
        if (loaded === null) {
          throw encryptionError(`The encryption script ${src} does not define window.reRsaV2.`);
        }
        return loaded;
      })
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  };

  return {
    async encrypt(body) {
      const json = JSON.stringify(body);
      const seal = await reRsaV2();
      const result = await seal.call(globalThis, json).catch((error: unknown) => {
        throw encryptionError('window.reRsaV2 failed to seal the payload.', error);
      });
      if (!isResult(result)) {
        throw encryptionError('window.reRsaV2 did not resolve to { RSA, DES }.');
      }
      const rsaKey =
        firstString(result.rsaKey, result.RSAKEY, result.keyId, seal.keyId) ??
        DEFAULT_SCRIPT_KEY_ID;
      return {
        body: { value: result.DES },
        headers: {
          [ENCRYPTION_HEADERS.sealedKey]: result.RSA,
          [ENCRYPTION_HEADERS.keyId]: rsaKey,
          [ENCRYPTION_HEADERS.digest]: result.DES,
        },
      };
    },
  };
}
