import type { EncryptionMode } from '@wl/tenant-config';
import { modernPayloadEncryptor, type ModernEncryptorOptions } from './modern-payload-encryptor.js';
import { plainPayloadEncryptor, type PayloadEncryptor } from './payload-encryptor.js';
import { upstreamScriptPayloadEncryptor } from './upstream-script-payload-encryptor.js';

export type PayloadEncryptorRegistry = Record<EncryptionMode, PayloadEncryptor>;

/**
 * The encryptor for each tenant encryption mode.
 * Fresh instances each time, so each API client caches its own public key and script.
 */
export function defaultPayloadEncryptors(modern: ModernEncryptorOptions): PayloadEncryptorRegistry {
  return {
    none: plainPayloadEncryptor,
    modern: modernPayloadEncryptor(modern),
    'upstream-script': upstreamScriptPayloadEncryptor(),
  };
}
