import type { ReactNode } from 'react';

/**
 * The "all games" list's box: room for a page of games before it arrives, so the blocks below do
 * not jump.
 */
export function AllGamesFrame({ children }: { children: ReactNode }) {
  return <div className="min-h-[32rem]">{children}</div>;
}
