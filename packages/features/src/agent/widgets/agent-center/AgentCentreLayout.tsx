import type { ReactNode } from 'react';

interface AgentCentreLayoutProps {
  header: ReactNode;
  menu: ReactNode;
  /** The opened page's title; none while the app judges the page, or when it is refused. */
  heading?: string | undefined;
  /** The opened page (or what the app says instead). */
  children: ReactNode;
  /**
   * The copy the site server draws as a first view: inert (nothing in it can be reached or
   * pressed) and without the widget's mark, since the app's centre is rendered beside it.
   */
  drawn?: boolean;
}

/** The agent centre's frame: its header, then the menu beside the opened page under its heading. */
export function AgentCentreLayout({
  header,
  menu,
  heading,
  children,
  drawn = false,
}: AgentCentreLayoutProps) {
  return (
    <div
      data-widget={drawn ? undefined : 'agent-center'}
      inert={drawn || undefined}
      className="min-h-screen"
    >
      {header}
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 md:flex-row md:items-start">
        {menu}
        <main className="min-w-0 flex-1">
          {heading !== undefined && <h2 className="mb-4 text-xl font-semibold">{heading}</h2>}
          {children}
        </main>
      </div>
    </div>
  );
}
