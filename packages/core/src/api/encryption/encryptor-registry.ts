import type { EncryptionMode } from '@wl/tenant-config';
import { ApiError } from '../api-error.js';
import { plainPayloadEncryptor, type PayloadEncryptor } from './payload-encryptor.js';

function notConfigured(mode: EncryptionMode): PayloadEncryptor {
  return {
    encrypt: () =>
      Promise.reject(
        new ApiError({
          kind: 'encryption',
          endpoint: '',
          i18nKey: 'errors.system',
          message: `Payload encryption '${mode}' is not configured: register a PayloadEncryptor for it with initApi({ encryptors }).`,
        }),
      ),
  };
}

export type PayloadEncryptorRegistry = Record<EncryptionMode, PayloadEncryptor>;

/** The encryptor for each tenant encryption mode (UPSTREAM-NOTES, payload encryption). */
export function defaultPayloadEncryptors(): PayloadEncryptorRegistry {
  return {
    none: plainPayloadEncryptor,
    modern: notConfigured('modern'),
    'upstream-script': notConfigured('upstream-script'),
  };
}
