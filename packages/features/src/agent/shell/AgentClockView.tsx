interface AgentClockViewProps {
  /** The time zone as a GMT offset, and the clock: its words and its moment. */
  gmt: string;
  clock: string;
  dateTime: string | undefined;
  /**
   * The copy the site server draws in the first view: without the test marks, its words held
   * unseen in their place (the time zone and the time are the visitor's, which the server does
   * not know).
   */
  drawn?: boolean;
}

/** The agent centre header's time zone and clock. */
export function AgentClockView({ gmt, clock, dateTime, drawn = false }: AgentClockViewProps) {
  return (
    <>
      <span
        data-testid={drawn ? undefined : 'agent-gmt'}
        className={drawn ? 'invisible' : undefined}
      >
        {gmt}
      </span>
      <time
        data-testid={drawn ? undefined : 'agent-clock'}
        dateTime={dateTime}
        // a slot as wide as the longest clock of the site's languages, held before the first tick
        className={`inline-block min-w-[24ch] tabular-nums${drawn ? ' invisible' : ''}`}
      >
        {clock}
      </time>
    </>
  );
}
