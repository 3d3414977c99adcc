import { createRoot } from 'react-dom/client';
import { UpdatePrompt } from './UpdatePrompt.js';

const HOST_ID = 'wl-update-prompt';

/**
 * Shows the update prompt in a root of its own at the end of the page (the app's tree is left as
 * it is); once at a time. "Later" removes it.
 */
export function showUpdatePrompt(reload: () => void): void {
  if (document.getElementById(HOST_ID)) return;
  const host = document.createElement('div');
  host.id = HOST_ID;
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <UpdatePrompt
      onReload={reload}
      onDismiss={() => {
        root.unmount();
        host.remove();
      }}
    />,
  );
}
