/**
 * Limits on SMS code sends of one merchant beyond the per-number ones of sms-codes.ts
 * (docs/product/accounts.md#sms-code): one client address may ask for SMS_REQUESTS_PER_ADDRESS
 * codes per SMS_ADDRESS_WINDOW_MS, whatever the numbers, and the merchant sends at most
 * SMS_SENDS_PER_TENANT codes per SMS_TENANT_WINDOW_MS, whatever the addresses.
 */

/** Code requests one client address may make within SMS_ADDRESS_WINDOW_MS. */
export const SMS_REQUESTS_PER_ADDRESS = 10;
export const SMS_ADDRESS_WINDOW_MS = 60 * 60 * 1000;
/** Codes the merchant sends within SMS_TENANT_WINDOW_MS, to every number from every address. */
export const SMS_SENDS_PER_TENANT = 30;
export const SMS_TENANT_WINDOW_MS = 60 * 1000;

export interface SmsSendLimits {
  /** Times (epoch ms) of the code requests of each client address within its window. */
  requestsByAddress: Map<string, number[]>;
  /** Times (epoch ms) of the merchant's sent codes within its window. */
  tenantSends: number[];
}

export function createSmsSendLimits(): SmsSendLimits {
  return { requestsByAddress: new Map(), tenantSends: [] };
}

/** The times within the window ending at `at`. */
function within(times: readonly number[], at: number, windowMs: number): number[] {
  return times.filter((t) => at - t < windowMs);
}

/** Milliseconds until the oldest of `times` leaves the window, when `max` are in it; else 0. */
function waitFor(times: readonly number[], max: number, at: number, windowMs: number): number {
  const oldest = times[0];
  return times.length >= max && oldest !== undefined ? oldest + windowMs - at : 0;
}

/**
 * Counts a code request of the address and answers 0, or answers how many milliseconds it must
 * wait when it has used its allowance (a refused request is not counted).
 */
export function takeAddressRequest(limits: SmsSendLimits, address: string, now: Date): number {
  const at = now.getTime();
  const recent = within(limits.requestsByAddress.get(address) ?? [], at, SMS_ADDRESS_WINDOW_MS);
  const wait = waitFor(recent, SMS_REQUESTS_PER_ADDRESS, at, SMS_ADDRESS_WINDOW_MS);
  limits.requestsByAddress.set(address, wait > 0 ? recent : [...recent, at]);
  return wait;
}

/** Milliseconds until the merchant may send another code; 0 when it may now. */
export function tenantSendWait(limits: SmsSendLimits, now: Date): number {
  const at = now.getTime();
  limits.tenantSends = within(limits.tenantSends, at, SMS_TENANT_WINDOW_MS);
  return waitFor(limits.tenantSends, SMS_SENDS_PER_TENANT, at, SMS_TENANT_WINDOW_MS);
}

/** Counts a sent code towards the merchant's limit. */
export function countTenantSend(limits: SmsSendLimits, now: Date): void {
  limits.tenantSends.push(now.getTime());
}
