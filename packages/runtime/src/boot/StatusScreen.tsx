import { MemoryRouter } from 'react-router-dom';
import type { PageConfig } from '@wl/tenant-config';
import { PageRenderer } from '@wl/widgets';

/** The maintenance or blocked page instead of the app (links inside it lead nowhere). */
export function StatusScreen({
  status,
  page,
}: {
  status: 'maintenance' | 'blocked';
  page: PageConfig;
}) {
  return (
    <MemoryRouter>
      <div data-boot={status}>
        <PageRenderer page={page} />
      </div>
    </MemoryRouter>
  );
}
