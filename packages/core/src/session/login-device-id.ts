/** Local-storage key of the device id sent on sign-in and registration. */
export const LOGIN_DEVICE_ID_KEY = 'loginDeviceId';

/** A random version-4 UUID; crypto.randomUUID only exists on secure (https) pages. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let fallbackId: string | null = null;

/**
 * The device id (`loginDeviceId`) sent with sign-in and registration, as public clients of the
 * backend send it: a UUID created once and kept in local storage, so it stays the same across
 * sessions and tabs (docs/product/backend.md). Without usable local storage it lasts as long as
 * the page.
 */
export function loginDeviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = null): string {
  try {
    const store = storage ?? localStorage;
    const stored = store.getItem(LOGIN_DEVICE_ID_KEY);
    if (stored) return stored;
    const id = randomUuid();
    store.setItem(LOGIN_DEVICE_ID_KEY, id);
    return id;
  } catch {
    fallbackId ??= randomUuid();
    return fallbackId;
  }
}
