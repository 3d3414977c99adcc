import type { ReactNode } from 'react';
import type { GameRecord } from '@wl/core';
import { GAME_NAME_CLASS } from './game-name.js';

interface GameCardViewProps {
  game: GameRecord;
  /** The icon's slot (`LazyImage`, or the site server's slot with its image fetched first). */
  image: ReactNode;
  /** The favourite star, when the favourites module is on. */
  star: ReactNode;
  /** The maintenance badge's words. */
  maintenance: string;
  /** The play button's words, and its name (the game's). */
  play: string;
  playLabel: string;
  /** The site server's copy has none: the button does nothing until the app takes its place. */
  onPlay?: (game: GameRecord) => void;
  /** The site server's copy: without the card's test mark (the app's card is beside it). */
  drawn?: boolean;
}

/** One game card: its icon, name, the favourite star, a maintenance badge and the play button. */
export function GameCardView({
  game,
  image,
  star,
  maintenance,
  play,
  playLabel,
  onPlay,
  drawn = false,
}: GameCardViewProps) {
  return (
    <li className="card bg-base-100 shadow-sm" data-game={drawn ? undefined : game.gameCode}>
      {image}
      <div className="flex items-start gap-1 p-2">
        <p className={GAME_NAME_CLASS} title={game.gameName}>
          {game.gameName}
        </p>
        {star}
      </div>
      {game.maintenance && <p className="badge badge-warning mx-2 mb-2 badge-sm">{maintenance}</p>}
      {/* at the card's foot: a row's play buttons line up, a maintenance badge or not */}
      <button
        type="button"
        className="btn btn-primary btn-sm mx-2 mt-auto mb-2"
        aria-label={playLabel}
        onClick={onPlay && (() => onPlay(game))}
      >
        {play}
      </button>
    </li>
  );
}
