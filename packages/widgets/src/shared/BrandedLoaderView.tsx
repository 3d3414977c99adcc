interface BrandedLoaderViewProps {
  /** The tenant's logo, as an address, and the site's name that names it. */
  logo: string;
  displayName: string;
  /** "Loading" in the page's language. */
  label: string;
  /** Over the app (dimmed), rather than a screen of its own. */
  overlay?: boolean;
}

/**
 * The full-screen loader with the tenant's logo, the dots and "Loading": the app's start-up and
 * over the app when asked for (the runtime's `BrandedLoader`), and the site server's start-up
 * loader drawn into a page without a first view, so both stand exactly in the same place. The
 * logo is fetched first: until the page is shown it is the largest paint.
 */
export function BrandedLoaderView({
  logo,
  displayName,
  label,
  overlay = false,
}: BrandedLoaderViewProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-loader="branded"
      className={`flex flex-col items-center justify-center gap-4 bg-base-100 ${overlay ? 'fixed inset-0 z-50 bg-base-100/80' : 'min-h-screen'}`}
    >
      <img src={logo} alt={displayName} className="h-14 w-auto" fetchPriority="high" />
      <span className="loading loading-dots loading-lg text-primary" aria-hidden="true" />
      <span className="text-sm opacity-80">{label}</span>
    </div>
  );
}
