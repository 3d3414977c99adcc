import type { Contract } from './generated/types.gen.js';

/**
 * Address of the event socket: the backend pushes events about the signed-in account over a
 * WebSocket here. docs/product/backend.md#event-socket
 */
export const EVENT_SOCKET_PATH = '/wps/events';

/** What each event pushed over the event socket carries. */
export interface SocketEventPayloads {
  /** The account's number of unread inbox messages changed. */
  'inbox.unread': { count: number };
  /** The account's balance changed (total of its wallets). */
  'wallet.balance': { sumBalance: number };
  /** An upline offered the account a contract. */
  'contract.offer': { contractId: number; contractType: Contract['contractType'] };
  /** A contract of the account ended without its word (its upline accepted one of a lower rate). */
  'contract.ended': { contractId: number; contractType: Contract['contractType'] };
}

export type SocketEventType = keyof SocketEventPayloads;

export const SOCKET_EVENT_TYPES = [
  'inbox.unread',
  'wallet.balance',
  'contract.offer',
  'contract.ended',
] as const satisfies readonly SocketEventType[];

/** One pushed event, as sent over the socket (JSON). */
export type SocketEvent<T extends SocketEventType = SocketEventType> = {
  [K in T]: { type: K; data: SocketEventPayloads[K] };
}[T];

/** The first message a client sends on an open socket: the session token it signs in with. */
export interface SocketAuthMessage {
  type: 'auth';
  token: string;
}

/** Close codes of the event socket besides the standard ones. */
export const SOCKET_CLOSE_CODES = {
  /** No valid session token: the client must not reconnect with the same token. */
  unauthorized: 4401,
  /** No tenant with the merchant code given. */
  unknownMerchant: 4404,
} as const;
