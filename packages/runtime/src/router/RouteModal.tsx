import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useModalStore, type ModalId } from '@wl/core';
import { paths } from '@wl/paths';

/**
 * Opens a modal while its route (/login, /register) is shown; closing the modal goes home,
 * leaving the route closes the modal. A modal already open keeps what it was opened with (the
 * login window of a session that ended says so, also once the guard has sent the visitor here).
 */
export function RouteModal({ id }: { id: ModalId }) {
  const navigate = useNavigate();
  const isOpen = useModalStore((state) => state.stack.some((entry) => entry.id === id));
  const wasOpen = useRef(false);

  useEffect(() => {
    const modals = useModalStore.getState();
    if (!modals.stack.some((entry) => entry.id === id)) modals.open(id);
    return () => useModalStore.getState().close(id);
  }, [id]);

  useEffect(() => {
    if (isOpen) {
      wasOpen.current = true;
    } else if (wasOpen.current) {
      wasOpen.current = false;
      void navigate(paths.home(), { replace: true });
    }
  }, [isOpen, navigate]);

  return null;
}
