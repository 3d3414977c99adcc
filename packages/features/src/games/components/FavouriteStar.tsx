interface FavouriteStarProps {
  /** The game is one of the member's favourites. */
  on: boolean;
  /** The button's name (adds or removes the game); the site server's copy has none. */
  label?: string;
  busy?: boolean;
  /** The site server's copy has none: the star does nothing until the app takes its place. */
  onToggle?: () => void;
}

/** The favourite star of a game card: filled for a favourite, hollow otherwise. */
export function FavouriteStar({ on, label, busy = false, onToggle }: FavouriteStarProps) {
  return (
    <button
      type="button"
      className="btn btn-ghost btn-xs btn-square text-warning"
      aria-pressed={on}
      aria-label={label}
      disabled={busy}
      onClick={onToggle}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
}
