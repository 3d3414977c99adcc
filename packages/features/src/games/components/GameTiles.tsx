import type { ReactNode } from 'react';

/** The grid of a list's game cards: two a row on phones, up to six on wide screens. */
export function GameTiles({ children }: { children: ReactNode }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      {children}
    </ul>
  );
}
