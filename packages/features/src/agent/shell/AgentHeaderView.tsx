interface AgentHeaderViewProps {
  title: string;
  /** The time zone as a GMT offset, and the clock: its words and its moment. */
  gmt: string;
  clock: string;
  dateTime: string;
  /** The agent's nickname ('' until known). */
  name: string;
  logout: string;
  /** The site server's copy has none: logout does nothing until the app takes its place. */
  onLogout?: () => void;
  /**
   * The copy the site server draws in the first view: without the test marks, and its time zone
   * and clock held unseen in their place (they are the visitor's, which the server does not know).
   */
  drawn?: boolean;
}

/**
 * The agent centre's header bar: the centre's title, the time zone, a clock, the agent's name and
 * logout.
 */
export function AgentHeaderView({
  title,
  gmt,
  clock,
  dateTime,
  name,
  logout,
  onLogout,
  drawn = false,
}: AgentHeaderViewProps) {
  const mark = (value: string) => (drawn ? undefined : value);
  // the visitor's time zone and clock: unseen in the server's copy, their places held
  const unseen = drawn ? 'invisible ' : '';
  return (
    <header className="navbar flex-wrap gap-2 bg-base-200 px-4">
      <h1 className="flex-1 text-2xl font-bold">{title}</h1>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span data-testid={mark('agent-gmt')} className={unseen.trim() || undefined}>
          {gmt}
        </span>
        <time
          data-testid={mark('agent-clock')}
          dateTime={dateTime}
          className={`${unseen}tabular-nums`}
        >
          {clock}
        </time>
        {/* A slot of its own width: the name arriving later moves nothing (a longer one is cut,
            and named in full on hover). */}
        <span
          data-testid={mark('agent-nickname')}
          className="w-28 truncate font-semibold"
          title={name}
        >
          {name}
        </span>
        <button type="button" className="btn btn-sm btn-outline" onClick={onLogout}>
          {logout}
        </button>
      </div>
    </header>
  );
}
