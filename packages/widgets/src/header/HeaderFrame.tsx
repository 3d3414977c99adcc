import type { ReactNode } from 'react';

/** A group of blocks in a row: side by side, never wrapping. */
export const BLOCK_GROUP = 'flex shrink-0 flex-nowrap items-center gap-1 sm:gap-2';

interface HeaderFrameProps {
  sticky: boolean;
  /** The logo centred from tablet width up, rather than at the start. */
  centred: boolean;
  /** The top row's blocks before the logo; none when the logo (or nothing) comes first. */
  before?: ReactNode;
  logo?: ReactNode;
  /** The top row's blocks after the logo, at its end. */
  after?: ReactNode;
  /** The menu row's content (the navigation and what follows it); no menu row when undefined. */
  menuRow?: ReactNode;
  /**
   * The copy the site server draws above a first view: a plain box (no `header` landmark or widget
   * mark, not sticky) inside the header's placeholder, which the app's header then replaces.
   */
  drawn?: boolean;
}

/**
 * The header's two rows (docs/product/routes.md#header): the top row split by the logo (at the
 * start, or centred from tablet width up), then the menu row. Drawn by `Header` with its blocks,
 * and by the site server with the logo alone (`first-view.tsx`), so both stand alike.
 */
export function HeaderFrame({
  sticky,
  centred,
  before,
  logo,
  after,
  menuRow,
  drawn = false,
}: HeaderFrameProps) {
  const Box = drawn ? 'div' : 'header';
  return (
    <Box
      data-widget={drawn ? undefined : 'header'}
      className={`${sticky && !drawn ? 'sticky top-0' : 'relative'} z-30 bg-base-100 text-base-content shadow`}
    >
      <div
        className={`mx-auto flex h-14 max-w-7xl items-center gap-2 px-2 sm:px-4${
          centred ? ' sm:grid sm:grid-cols-[1fr_auto_1fr]' : ''
        }`}
      >
        {before !== undefined ? (
          <div className={BLOCK_GROUP}>{before}</div>
        ) : (
          centred && <div className="hidden sm:block" />
        )}
        {logo}
        <div className={`ms-auto justify-end ${BLOCK_GROUP}`}>{after}</div>
      </div>
      {menuRow !== undefined && (
        // Marked for the stylesheet, which runs the app header's divider under the page's gutter.
        <div
          data-menu-row={drawn ? undefined : true}
          className="h-12 border-t border-base-content/10"
        >
          <div className="mx-auto flex h-full max-w-7xl items-center gap-1 px-2 sm:gap-2 sm:px-4">
            {menuRow}
          </div>
        </div>
      )}
    </Box>
  );
}
