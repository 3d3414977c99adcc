import type { SystemStatus, SystemStatusCode } from '../stores/system-store.js';
import { unexpectedValue } from './unexpected-value.js';

function toStatusCode(value: unknown): SystemStatusCode | null {
  const code = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return code === 0 || code === 1 || code === 2 ? code : null;
}

/**
 * The status call's value as the start-up views need it. A backend that answers a bare number
 * (0, 1, 2) gets no maintenance end and no IP.
 */
export function normalizeSystemStatus(value: unknown): SystemStatus {
  const bare = toStatusCode(value);
  if (bare !== null) return { status: bare, maintenanceEnd: null, ip: '' };
  if (value !== null && typeof value === 'object') {
    const record = value as { status?: unknown; maintenanceEnd?: unknown; ip?: unknown };
    const status = toStatusCode(record.status);
    if (status !== null) {
      return {
        status,
        maintenanceEnd: typeof record.maintenanceEnd === 'string' ? record.maintenanceEnd : null,
        ip: typeof record.ip === 'string' ? record.ip : '',
      };
    }
  }
  throw unexpectedValue('system.status', value);
}
