import { asRecord, firstArray, firstNumber, firstString, isRecord } from './raw.js';

/** One big win on the winner board (docs/product/games.md). */
export interface RankedWin {
  gameName: string;
  /** Masked by the server, e.g. ab***9. */
  customerName: string;
  winAmount: number;
  iconUrl: string | null;
  /** The game's node id, to launch it; null when unknown. */
  nodeId: number | null;
}

/**
 * content.winnerRankList. Public clients read value.list (or records, rankList) of
 * { vo: { gameName, customerName, winAmount, iconUrl, nodeId } }; an entry without vo is read
 * as the vo itself, and a bare list as the list.
 */
export function toRankList(value: unknown): RankedWin[] {
  const list = Array.isArray(value)
    ? (value as readonly unknown[])
    : (firstArray(asRecord(value), 'list', 'records', 'rankList') ?? []);
  return list.filter(isRecord).flatMap((item) => {
    const vo = isRecord(item.vo) ? item.vo : item;
    const gameName = firstString(vo, 'gameName');
    const winAmount = firstNumber(vo, 'winAmount', 'amount');
    if (gameName === undefined || winAmount === undefined) return [];
    return [
      {
        gameName,
        customerName: firstString(vo, 'customerName', 'userName') ?? '',
        winAmount,
        iconUrl: firstString(vo, 'iconUrl', 'icon') ?? null,
        nodeId: firstNumber(vo, 'nodeId') ?? null,
      },
    ];
  });
}
