import { Outlet } from 'react-router-dom';
import { useTenant } from '@wl/core';
import { PageRenderer } from '@wl/widgets';

/**
 * Holds the header's space while its chunk loads (heights in styles.css), so `main` does not move
 * when the header arrives. The footer comes after `main` and the side menu is fixed, so neither
 * can move it.
 */
const headerPlaceholder = <div data-layout-placeholder="header" aria-hidden="true" />;

/** Header, main content, footer and side menu, from the tenant's layout.json. */
export function NormalLayout() {
  const { layout } = useTenant();
  return (
    <div data-layout="normal" className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <PageRenderer page={layout.header} fallback={headerPlaceholder} />
      <main className="flex-1">
        <Outlet />
      </main>
      <PageRenderer page={layout.footer} />
      <PageRenderer page={layout.aside} />
    </div>
  );
}
