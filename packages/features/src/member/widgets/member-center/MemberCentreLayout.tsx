import type { ReactNode } from 'react';

interface MemberCentreLayoutProps {
  menu: ReactNode;
  /** The chosen page's title. */
  heading: string;
  /** The chosen page. */
  children: ReactNode;
}

/** The member centre's body: the menu, then the chosen page under its heading. */
export function MemberCentreLayout({ menu, heading, children }: MemberCentreLayoutProps) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start">
      {menu}
      <div className="min-w-0 flex-1">
        <h2 className="mb-4 text-xl font-semibold">{heading}</h2>
        {children}
      </div>
    </div>
  );
}
