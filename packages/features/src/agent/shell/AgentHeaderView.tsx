import type { ReactNode } from 'react';

interface AgentHeaderViewProps {
  title: string;
  /** The time zone and the clock (`AgentClockView`). */
  clock: ReactNode;
  /** The agent's nickname ('' until known). */
  name: string;
  logout: string;
  /** The site server's copy has none: logout does nothing until the app takes its place. */
  onLogout?: () => void;
  /** The copy the site server draws in the first view: without the test marks. */
  drawn?: boolean;
}

/**
 * The agent centre's header bar: the centre's title, the time zone, a clock, the agent's name and
 * logout.
 */
export function AgentHeaderView({
  title,
  clock,
  name,
  logout,
  onLogout,
  drawn = false,
}: AgentHeaderViewProps) {
  return (
    <header className="navbar flex-wrap gap-2 bg-base-200 px-4">
      <h1 className="flex-1 text-2xl font-bold">{title}</h1>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {clock}
        {/* A slot of its own width: the name arriving later moves nothing (a longer one is cut,
            and named in full on hover). */}
        <span
          data-testid={drawn ? undefined : 'agent-nickname'}
          className="w-28 truncate font-semibold"
          title={name}
        >
          {name}
        </span>
        {/* At the row's end: where the clock takes a row of its own (phones), logout closes the
            name's row instead of standing in its middle. */}
        <button type="button" className="btn btn-sm btn-outline ms-auto" onClick={onLogout}>
          {logout}
        </button>
      </div>
    </header>
  );
}
