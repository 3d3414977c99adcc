import type { ReactNode } from 'react';

/** A list tab of a game screen. */
export type GameTab = 'all' | 'favourites' | 'recent' | 'hot';

/** The list tabs in their order, each with the module that shows it ("all" needs none). */
export const GAME_TABS = [
  { name: 'all', module: undefined },
  { name: 'favourites', module: 'GAMELOFAV3' },
  { name: 'recent', module: 'GAMELOREC3' },
  { name: 'hot', module: 'GAMELOHOT3' },
] as const satisfies readonly { name: GameTab; module: string | undefined }[];

interface GameTabsViewProps {
  /** The tab row's name. */
  label: string;
  /** The tabs shown (their modules on), each with its words. */
  tabs: readonly { name: GameTab; title: string }[];
  current: GameTab;
  /** The site server's copy has none: the tabs do nothing until the app takes their place. */
  onTab?: (tab: GameTab) => void;
  /** The chosen tab's list. */
  children: ReactNode;
}

/** The tab row of a game screen's lists, then the chosen list. */
export function GameTabsView({ label, tabs, current, onTab, children }: GameTabsViewProps) {
  return (
    <div>
      <div role="group" aria-label={label} className="mb-4 flex flex-wrap gap-2">
        {tabs.map(({ name, title }) => (
          <button
            key={name}
            type="button"
            className={`btn btn-sm ${current === name ? 'btn-primary' : 'btn-ghost'}`}
            aria-pressed={current === name}
            onClick={onTab && (() => onTab(name))}
          >
            {title}
          </button>
        ))}
      </div>
      {children}
    </div>
  );
}
