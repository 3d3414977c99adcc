/** A line of a status page: its text, and the class and test id the page gives it. */
export interface StatusLine {
  text: string;
  className?: string;
  testId?: string;
}

/** A translation of the page's language, its `{{name}}` placeholders filled from `values`. */
export type StatusText = (key: string, values?: Readonly<Record<string, string>>) => string;

interface StatusPageViewProps {
  /** The `data-widget` of the page. */
  widget: string;
  title: string;
  /** The widget's own image, else the tenant's logo named by the site's name. */
  image: string | undefined;
  logo: string;
  displayName: string;
  lines: readonly StatusLine[];
  /** Customer service: the tenant's external help and its button's label; none without one. */
  help: { url: string; label: string } | null;
  /** Opens the help; none for the copy the site server draws (see `drawn`). */
  onHelp?: (url: string) => void;
  /**
   * The copy the site server draws before any code arrives: its image fetched first, no widget
   * mark or test ids (the app's own page is rendered beside it), and customer service a plain link
   * that takes no focus, since the copy is hidden from assistive technology until replaced.
   */
  drawn?: boolean;
}

/**
 * Full-page notice (maintenance, blocked): logo or image, title, lines of text and customer
 * service, which opens the tenant's external chat or messenger link, never a page of the closed
 * site. Drawn by the app (`StatusView`) and by the site server (`status-first-view.tsx`).
 */
export function StatusPageView({
  widget,
  title,
  image,
  logo,
  displayName,
  lines,
  help,
  onHelp,
  drawn = false,
}: StatusPageViewProps) {
  return (
    <main
      data-widget={drawn ? undefined : widget}
      className="flex min-h-screen items-center justify-center bg-base-200 p-6"
    >
      <div className="card w-full max-w-lg bg-base-100 shadow-xl">
        <div className="card-body items-center gap-4 text-center">
          <img
            src={image ?? logo}
            alt={image ? '' : displayName}
            className={image ? 'max-h-48 w-auto' : 'h-12 w-auto'}
            fetchPriority={drawn ? 'high' : undefined}
          />
          <h1 className="card-title text-2xl">{title}</h1>
          {lines.map(({ text, className, testId }) => (
            <p key={text} className={className} data-testid={drawn ? undefined : testId}>
              {text}
            </p>
          ))}
          {help !== null &&
            (drawn ? (
              <a
                className="btn btn-primary"
                href={help.url}
                target="_blank"
                rel="noopener noreferrer"
                tabIndex={-1}
              >
                {help.label}
              </a>
            ) : (
              <button type="button" className="btn btn-primary" onClick={() => onHelp?.(help.url)}>
                {help.label}
              </button>
            ))}
        </div>
      </div>
    </main>
  );
}
