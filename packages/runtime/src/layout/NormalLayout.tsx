import { Outlet } from 'react-router-dom';
import { useTenant } from '@wl/core';
import { PageRenderer } from '@wl/widgets';

/**
 * Header, main content, footer and side menu, from the tenant's layout.json. While the header's
 * chunk loads, its section holds the height its widget declares (`placeholderHeight`), so `main`
 * does not move when the header arrives. The footer comes after `main` and the side menu is
 * fixed, so neither can move it.
 */
export function NormalLayout() {
  const { layout } = useTenant();
  return (
    <div data-layout="normal" className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <PageRenderer page={layout.header} />
      <main className="flex-1">
        <Outlet />
      </main>
      <PageRenderer page={layout.footer} />
      <PageRenderer page={layout.aside} />
    </div>
  );
}
