import { useModalStore } from '@wl/core';
import { ModalSlot } from './ModalSlot.js';

/**
 * Renders the open modals (last on top). Scroll lock, focus and Escape belong to each modal's
 * dialog (Dialog in @wl/widgets; docs/product/routes.md#modal-behaviour).
 */
export function ModalHost() {
  const stack = useModalStore((state) => state.stack);
  const close = useModalStore((state) => state.close);
  return (
    <>
      {stack.map((entry) => (
        <ModalSlot key={entry.id} entry={entry} onClose={() => close(entry.id)} />
      ))}
    </>
  );
}
