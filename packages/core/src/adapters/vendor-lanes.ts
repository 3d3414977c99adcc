import type { GameCategory, GameVendor } from '@wl/api';
import { gameTypeOf, toVendor } from './game.js';
import { asRecord, firstArray, firstString, isRecord } from './raw.js';

function toCategory(value: unknown): GameCategory | undefined {
  if (!isRecord(value)) return undefined;
  const gameCategory = gameTypeOf(firstString(value, 'title', 'gameType', 'gameCategory'));
  if (!gameCategory) return undefined;
  const vendors = (firstArray(value, 'cards', 'vendors') ?? [])
    .map((card) => toVendor(card, gameCategory))
    .filter((v): v is GameVendor => v !== undefined);
  return { gameCategory, vendors };
}

/**
 * games.vendorLanes as game categories with their vendors, the model games.menus gives too.
 * Public clients read value.lanes[] { title | gameType, cards[] }, sometimes under
 * value.data.lanes; a card names its vendor vassalage or accountTypeName. A bare list of
 * categories (the older designed answer) is read as well. Lanes of unknown types are left out.
 */
export function toVendorLanes(value: unknown): GameCategory[] {
  const raw = asRecord(value);
  const lanes = Array.isArray(value)
    ? value
    : (firstArray(raw, 'lanes') ?? firstArray(asRecord(raw.data), 'lanes') ?? []);
  return lanes.map(toCategory).filter((c): c is GameCategory => c !== undefined);
}
