/** Session-storage keys shared with the original site (docs/product/constants.md#session-storage-keys). */
export const SESSION_KEYS = {
  token: 'token',
  gameVendor: 'gameVendor',
  hotGames: 'HOT_GAMES',
  validate: 'validate',
  merchantWallet: 'merchantWallet',
  consolidated: 'consolidated',
  sessionInfo: 'MC_SESSION_INFO',
  merchant: 'merchant',
  sessionEnded: 'sessionEnded',
} as const;

export type SessionKeyName = keyof typeof SESSION_KEYS;
export type SessionKey = (typeof SESSION_KEYS)[SessionKeyName];

/** The keys that hold cached JSON data (everything but the token and the merchant). */
export type SessionCacheKey = Exclude<SessionKey, 'token' | 'merchant'>;
