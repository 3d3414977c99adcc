import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';

export type ModalId =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'announcement'
  | 'notice'
  | 'gameList'
  | 'info';

export type ModalProps = Record<string, unknown>;

export interface ModalEntry {
  id: ModalId;
  props: ModalProps;
}

export interface ModalState {
  /** Open modals, bottom first; the last one is on top. */
  stack: ModalEntry[];
  /** Opens a modal on top. A modal already open moves to the top with the new props. */
  open: (id: ModalId, props?: ModalProps) => void;
  /** Closes the given modal, or the top one when no id is given. */
  close: (id?: ModalId) => void;
  closeAll: () => void;
}

export const useModalStore = create<ModalState>()(
  immer((set) => ({
    stack: [],
    open: (id, props = {}) =>
      set((state) => {
        state.stack = state.stack.filter((entry) => entry.id !== id);
        state.stack.push({ id, props });
      }),
    close: (id) =>
      set((state) => {
        if (id === undefined) state.stack.pop();
        else state.stack = state.stack.filter((entry) => entry.id !== id);
      }),
    closeAll: () =>
      set((state) => {
        state.stack = [];
      }),
  })),
);
