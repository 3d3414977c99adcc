interface GamePanelViewProps {
  /** The chosen game's name, else the prize mode's. */
  title: string;
  /** The next draw's line; none without a chosen game. */
  drawLine: string | undefined;
  /** The betting button's label; none without a chosen game. */
  betLabel: string | undefined;
  lobbyLabel: string;
  /** While a view opens: both buttons wait. */
  busy?: boolean;
  onOpen?: (view: 'betting' | 'lobby') => void;
}

/** The chosen game's next draw, and the buttons that open its betting view or the lobby. */
export function GamePanelView({
  title,
  drawLine,
  betLabel,
  lobbyLabel,
  busy = false,
  onOpen,
}: GamePanelViewProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <h2 className="text-xl font-semibold">{title}</h2>
        {drawLine !== undefined && <p className="text-sm opacity-80">{drawLine}</p>}
      </div>
      <div className="flex gap-2">
        {betLabel !== undefined && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => onOpen?.('betting')}
          >
            {betLabel}
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() => onOpen?.('lobby')}
        >
          {lobbyLabel}
        </button>
      </div>
    </div>
  );
}
