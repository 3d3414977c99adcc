import type { ReactNode } from 'react';
import { ComingSoon } from './ComingSoon.js';

interface MainScreenProps {
  /** The `data-widget` of the main widget. */
  widget: string;
  title: string;
  /** The screen's body; a translated "coming soon" while the feature is being built. */
  children?: ReactNode;
  /**
   * The copy the site server draws as a first view: inert (nothing in it can be reached or
   * pressed) and without the widget's mark, since the app's screen is rendered beside it.
   */
  drawn?: boolean;
}

/** The frame of a route's main widget: the page heading, then its body. */
export function MainScreen({ widget, title, children, drawn = false }: MainScreenProps) {
  return (
    <section
      data-widget={drawn ? undefined : widget}
      inert={drawn || undefined}
      className="mx-auto w-full max-w-7xl px-4 py-8"
    >
      <h1 className="mb-6 text-3xl font-bold">{title}</h1>
      {children ?? <ComingSoon title={title} />}
    </section>
  );
}
