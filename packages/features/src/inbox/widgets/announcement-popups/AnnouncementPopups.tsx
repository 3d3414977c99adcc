import { lazy, Suspense, useState } from 'react';
import { useAnnouncements, useSessionStore } from '@wl/core';
import {
  closePopups,
  executionsFor,
  popupsClosed,
  type PopupAudience,
} from '../../announcements/popup-audience.js';
import { useVisitorEngaged } from './visitor-engaged.js';

const PopupWindow = lazy(() => import('./PopupWindow.js'));

/**
 * Opens the popup announcements meant for this visitor (A signed in, B anonymous, F after a
 * first-time login) unless the visitor has closed them in this session (separately for
 * signed-in and anonymous visitors), once the visitor has interacted with the page: a window
 * never covers a page the visitor has not yet seen. The window's code loads only when there is
 * one to show. docs/product/member.md#popups
 */
function PopupWatcher() {
  const isLogin = useSessionStore((state) => state.isLogin);
  const firstTimeLogin = useSessionStore((state) => state.firstTimeLogin);
  // A sign-in held for its password change sees that window alone.
  const held = useSessionStore((state) => state.passwordChange !== null);
  const audience: PopupAudience = isLogin ? 'user' : 'anonymous';
  const { data } = useAnnouncements('PU');
  const [closedNow, setClosedNow] = useState<PopupAudience>();
  const engaged = useVisitorEngaged();

  if (!engaged || held || data === undefined || closedNow === audience || popupsClosed(audience))
    return null;
  const executions = executionsFor(audience, firstTimeLogin);
  const items = data.popup.filter(
    (item) => item.execution !== null && executions.includes(item.execution),
  );
  if (items.length === 0) return null;

  const close = () => {
    closePopups(audience);
    setClosedNow(audience);
  };
  return (
    <Suspense fallback={null}>
      <PopupWindow key={audience} items={items} onClose={close} />
    </Suspense>
  );
}

/** The widget's place on the page (empty unless a popup is open). */
export default function AnnouncementPopups() {
  return (
    <div data-widget="announcement-popups">
      <PopupWatcher />
    </div>
  );
}
