import { MemoryRouter } from 'react-router-dom';
import { statusPageConfig, useTenant, type StatusPageName } from '@wl/core';
import { PageRenderer } from '@wl/widgets';
import { revealApp } from './first-view.js';

/**
 * The tenant's maintenance or blocked page instead of the app (links inside it lead nowhere).
 * The server's first view of it (or its loader) stays until the page's sections are on screen.
 */
export function StatusScreen({ status }: { status: StatusPageName }) {
  const page = statusPageConfig(useTenant().pages, status);
  return (
    <MemoryRouter>
      <div data-boot={status} data-page={status}>
        <PageRenderer page={page} together onShown={revealApp} />
      </div>
    </MemoryRouter>
  );
}
