import { create } from 'zustand';
import type { NoticeProps, VendorGamesProps } from '../games/launch-modals.js';
import type { PasswordChangeReason } from './session-store.js';

/**
 * Every modal by id, with the props it opens with. Features add theirs by declaration merging:
 * `declare module '@wl/core' { interface ModalRegistry { register: Record<string, never> } }`.
 * `login` is declared here because an expired session opens it; `notice` (a message with one
 * button) and `vendorGames` (a vendor's popup game list, registered by the games feature) because
 * the launch flow opens them; `registerFirst` because the member gate (useRequireMember) opens it
 * for a trial account; `notices` (the notice popup, on one notice's detail when given its id)
 * because the notice marquee opens it; `changePassword` because the launch flow holds a sign-in
 * that must change its password (without a reason it is the security centre's change).
 */
export interface ModalRegistry {
  /** Says the session has ended while the session store has it `ended`. */
  login: Record<string, never>;
  notice: NoticeProps;
  vendorGames: VendorGamesProps;
  registerFirst: Record<string, never>;
  notices: { id?: number };
  changePassword: { reason?: PasswordChangeReason };
}

export type ModalId = keyof ModalRegistry;

export type ModalProps = Record<string, unknown>;

/** The props argument of `open`: optional when the modal takes none. */
export type ModalOpenArgs<Id extends ModalId> =
  Record<string, never> extends ModalRegistry[Id]
    ? [props?: ModalRegistry[Id]]
    : [props: ModalRegistry[Id]];

export interface ModalEntry {
  id: ModalId;
  props: ModalProps;
}

export interface ModalState {
  /** Open modals, bottom first; the last one is on top. */
  stack: ModalEntry[];
  /** Opens a modal on top. A modal already open moves to the top with the new props. */
  open: <Id extends ModalId>(id: Id, ...args: ModalOpenArgs<Id>) => void;
  /** Closes the given modal, or the top one when no id is given. */
  close: (id?: ModalId) => void;
  closeAll: () => void;
}

export const useModalStore = create<ModalState>()((set) => ({
  stack: [],
  open: (id, ...[props]) =>
    set((state) => ({
      stack: [...state.stack.filter((entry) => entry.id !== id), { id, props: props ?? {} }],
    })),
  close: (id) =>
    set((state) => ({
      stack:
        id === undefined
          ? state.stack.slice(0, -1)
          : state.stack.filter((entry) => entry.id !== id),
    })),
  closeAll: () => set({ stack: [] }),
}));
