import type { ReactNode } from 'react';

interface MemberCentreLayoutProps {
  menu: ReactNode;
  /** The chosen page's title. */
  heading: string;
  /** The chosen page (none in the server's frame, which holds its space only). */
  children?: ReactNode;
}

/**
 * The member centre's body: the menu, then the chosen page under its heading. The page's area is
 * at least a screen high, as the server's frame and the page's loader are: a page shorter than
 * the screen, or one still loading its content, never brings the footer into sight and then
 * pushes it away again (docs/performance.md).
 */
export function MemberCentreLayout({ menu, heading, children }: MemberCentreLayoutProps) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start">
      {menu}
      <div className="min-w-0 flex-1">
        <h2 className="mb-4 text-xl font-semibold">{heading}</h2>
        <div className="min-h-screen">{children}</div>
      </div>
    </div>
  );
}
