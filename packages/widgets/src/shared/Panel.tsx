import { useId, type ReactNode } from 'react';

interface PanelProps {
  /** The heading that names the panel. */
  title: ReactNode;
  /** The heading's level in the page (default 2). */
  level?: 2 | 3;
  /** Classes of the panel's body beside daisyUI's `card-body` (e.g. a tighter padding). */
  bodyClassName?: string | undefined;
  children?: ReactNode;
}

/** A titled card of a page (a region named by its heading), as member pages stack them. */
export function Panel({ title, level = 2, bodyClassName, children }: PanelProps) {
  const titleId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section aria-labelledby={titleId} className="card bg-base-200">
      <div className={bodyClassName === undefined ? 'card-body' : `card-body ${bodyClassName}`}>
        <Heading id={titleId} className="card-title">
          {title}
        </Heading>
        {children}
      </div>
    </section>
  );
}
