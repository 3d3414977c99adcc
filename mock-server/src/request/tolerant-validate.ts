import type { ValidateFunction } from 'ajv';
import { resolvePointer } from '@wl/api/node';

/** Passes enough to strip fields nested a few objects deep (each pass strips one level's extras). */
const MAX_PASSES = 8;

/**
 * Validates `data` like a real backend reads a request: properties a closed object schema does
 * not know (`loginDeviceId`, `referralCode`, `clientType`, ...) are dropped, not refused; every
 * known field must still satisfy its rule. Mutates `data`; true when what remains is valid.
 * docs/product/backend.md#requests
 */
export function validateIgnoringUnknown(validate: ValidateFunction, data: unknown): boolean {
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    if (validate(data)) return true;
    const unknown = (validate.errors ?? []).filter((e) => e.keyword === 'additionalProperties');
    if (unknown.length === 0) return false;
    for (const error of unknown) {
      const holder = resolvePointer(data, error.instancePath);
      const name = (error.params as { additionalProperty?: unknown }).additionalProperty;
      if (holder === null || typeof holder !== 'object' || typeof name !== 'string') return false;
      Reflect.deleteProperty(holder, name);
    }
  }
  return validate(data);
}
