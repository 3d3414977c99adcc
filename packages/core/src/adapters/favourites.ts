import type { GameRecord } from '@wl/api';
import { toGamePage } from './game-page.js';
import { asRecord, firstArray, firstNumber } from './raw.js';

/** A page of the account's favourite games (docs/product/games.md#favourites). */
export interface FavouritePage {
  games: GameRecord[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** games.favoriteList: content, pageNum and totalPages (pageNo, games or a bare list accepted). */
export function toFavouritePage(value: unknown): FavouritePage {
  return { ...toGamePage(value), pageNum: firstNumber(asRecord(value), 'pageNum', 'pageNo') ?? 1 };
}

/** The favourite node ids of an add, remove or id-list answer: `{ nodeIds }` or a bare list. */
export function toFavouriteIds(value: unknown): number[] {
  const list = Array.isArray(value)
    ? (value as readonly unknown[])
    : (firstArray(asRecord(value), 'nodeIds', 'content', 'list') ?? []);
  return list.flatMap((id) => {
    const n = typeof id === 'string' ? Number(id) : id;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? [n] : [];
  });
}
