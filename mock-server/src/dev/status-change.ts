import type { MerchantStatus } from '../state/fixture-types.js';

export interface StatusChange {
  status: MerchantStatus;
  maintenanceEnd: string | null;
}

/**
 * Reads `{ status: 0|1|2, maintenanceEnd?: string|null }`; the end time is normalised to ISO
 * (an omitted end time clears it). Null when the body is not such an object.
 */
export function parseStatusChange(body: unknown): StatusChange | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const { status, maintenanceEnd } = body as { status?: unknown; maintenanceEnd?: unknown };
  if (status !== 0 && status !== 1 && status !== 2) return null;
  if (maintenanceEnd === undefined || maintenanceEnd === null)
    return { status, maintenanceEnd: null };
  if (typeof maintenanceEnd !== 'string') return null;
  const time = Date.parse(maintenanceEnd);
  if (Number.isNaN(time)) return null;
  return { status, maintenanceEnd: new Date(time).toISOString() };
}
