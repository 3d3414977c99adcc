import { MemoryRouter } from 'react-router-dom';
import { useTenant } from '@wl/core';
import type { PageConfig } from '@wl/tenant-config';
import { PageRenderer } from '@wl/widgets';

type Status = 'maintenance' | 'blocked';

/** The status widget alone, for a config without the page (tenant:check requires it). */
const FALLBACK: Record<Status, PageConfig> = {
  maintenance: { sections: { main: { type: 'maintenance', settings: {} } }, order: ['main'] },
  blocked: { sections: { main: { type: 'blocked', settings: {} } }, order: ['main'] },
};

/** The tenant's maintenance or blocked page instead of the app (links inside it lead nowhere). */
export function StatusScreen({ status }: { status: Status }) {
  const page = useTenant().pages[status] ?? FALLBACK[status];
  return (
    <MemoryRouter>
      <div data-boot={status} data-page={status}>
        <PageRenderer page={page} />
      </div>
    </MemoryRouter>
  );
}
