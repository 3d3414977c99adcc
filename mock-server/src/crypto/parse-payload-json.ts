const POISON_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The decrypted payload as JSON, refused (null) when it is not valid UTF-8 JSON or carries
 * prototype-poisoning keys, like the JSON body parser refuses them for plain bodies.
 */
export function parsePayloadJson(bytes: Uint8Array): { value: unknown } | null {
  let poisoned = false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const value: unknown = JSON.parse(text, function (key, item: unknown) {
      if (POISON_KEYS.has(key)) poisoned = true;
      return item;
    });
    return poisoned ? null : { value };
  } catch {
    return null;
  }
}
