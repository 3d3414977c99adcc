import type { SocketEvent, SocketEventType } from '@wl/api';
import { SOCKET_EVENT_TYPES } from '@wl/api/socket-events';

type Fields = Record<string, unknown>;

const isCount = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;
const isAmount = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value);

/** Whether the data of an event has the fields its type promises. */
const DATA_CHECKS: { [T in SocketEventType]: (data: Fields) => boolean } = {
  'inbox.unread': (data) => isCount(data.count),
  'wallet.balance': (data) => isAmount(data.sumBalance),
  'contract.offer': (data) => isCount(data.contractId) && typeof data.contractType === 'string',
  'contract.ended': (data) => isCount(data.contractId) && typeof data.contractType === 'string',
};

function isEventType(value: unknown): value is SocketEventType {
  return (SOCKET_EVENT_TYPES as readonly unknown[]).includes(value);
}

/** A message of the event socket as an event; anything else (bad JSON, unknown type) is null. */
export function parseSocketEvent(message: string): SocketEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const { type, data } = parsed as Fields;
  if (!isEventType(type) || data === null || typeof data !== 'object') return null;
  return DATA_CHECKS[type](data as Fields) ? ({ type, data } as SocketEvent) : null;
}
