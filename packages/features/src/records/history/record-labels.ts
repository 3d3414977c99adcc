import type { RecordsBetsValue } from '@wl/core';
import { GAME_TYPES } from '@wl/tenant-config';

type BetGameType = RecordsBetsValue['content'][number]['gameType'];

/** The account record's types, in the filter's order. */
export { TRANSACTION_CATEGORIES } from '@wl/core';

/** The betting record's game categories, in the filter's order. */
export const BET_GAME_TYPES: readonly BetGameType[] = GAME_TYPES;
