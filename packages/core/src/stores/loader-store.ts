import { create } from 'zustand';

export interface LoaderState {
  /** The full-screen loader over the app (e.g. while a game launches or the member logs out). */
  visible: boolean;
  show(): void;
  hide(): void;
}

export const useLoaderStore = create<LoaderState>()((set) => ({
  visible: false,
  show: () => set({ visible: true }),
  hide: () => set({ visible: false }),
}));
