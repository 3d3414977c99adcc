import { useEffect } from 'react';
import { useModalStore } from '@wl/core';
import { ModalSlot } from './ModalSlot.js';
import { useScrollLock } from './use-scroll-lock.js';

/** Renders the open modals (last on top); locks page scroll while any is open; Escape closes the top one. */
export function ModalHost() {
  const stack = useModalStore((state) => state.stack);
  const close = useModalStore((state) => state.close);
  const anyOpen = stack.length > 0;
  useScrollLock(anyOpen);

  useEffect(() => {
    if (!anyOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [anyOpen, close]);

  return (
    <>
      {stack.map((entry) => (
        <ModalSlot key={entry.id} entry={entry} onClose={() => close(entry.id)} />
      ))}
    </>
  );
}
