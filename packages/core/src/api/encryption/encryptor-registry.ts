import type { EncryptionMode } from '@wl/tenant-config';
import type { ModernEncryptorOptions } from './modern-payload-encryptor.js';
import { plainPayloadEncryptor, type PayloadEncryptor } from './payload-encryptor.js';

export type PayloadEncryptorRegistry = Record<EncryptionMode, PayloadEncryptor>;

/**
 * An encryptor whose code loads with the first body it seals (a login, a registration), not
 * with the page (docs/performance.md, "The entry's size"). A failed load is tried again next time.
 */
function loadedOnUse(load: () => Promise<PayloadEncryptor>): PayloadEncryptor {
  let loading: Promise<PayloadEncryptor> | undefined;
  return {
    async encrypt(body) {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return (await loading).encrypt(body);
    },
  };
}

/**
 * The encryptor for each tenant encryption mode.
 * Fresh instances each time, so each API client caches its own public key and script.
 */
export function defaultPayloadEncryptors(modern: ModernEncryptorOptions): PayloadEncryptorRegistry {
  return {
    none: plainPayloadEncryptor,
    modern: loadedOnUse(() =>
      import('./modern-payload-encryptor.js').then((m) => m.modernPayloadEncryptor(modern)),
    ),
    'upstream-script': loadedOnUse(() =>
      import('./upstream-script-payload-encryptor.js').then((m) =>
        m.upstreamScriptPayloadEncryptor(),
      ),
    ),
  };
}
