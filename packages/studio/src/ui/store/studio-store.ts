import { applyPatches, enablePatches, produceWithPatches, type Draft, type Patch } from 'immer';
import { createStore } from 'zustand/vanilla';
import type { StudioFiles, StudioMessage } from '../../shared/studio-api.js';

enablePatches();

/** One edit, as immer patches both ways. */
interface Step {
  patches: Patch[];
  inverse: Patch[];
}

export interface StudioState {
  /** The tenant being edited, or null before one is opened. */
  code: string | null;
  /** The edited files (effective contents, merged over `_default`). */
  files: StudioFiles;
  /** The last step when the files were read or saved (null: before any step). */
  savedStep: Step | null;
  past: Step[];
  future: Step[];
  /** The last check's messages (file + pointer). */
  messages: StudioMessage[];
  /** Opens a tenant: its files, no history, no messages. */
  open: (code: string, files: StudioFiles) => void;
  /** Changes the files; the change can be undone. A change that changes nothing is not kept. */
  edit: (recipe: (files: Draft<StudioFiles>) => void) => void;
  undo: () => void;
  redo: () => void;
  setMessages: (messages: StudioMessage[]) => void;
  /** After a save: what is edited is what is written. */
  markSaved: () => void;
}

/** The studio's editing state: the files, undo and redo through immer patches. */
export function createStudioStore() {
  return createStore<StudioState>()((set, get) => ({
    code: null,
    files: {},
    savedStep: null,
    past: [],
    future: [],
    messages: [],
    open: (code, files) =>
      set({ code, files, savedStep: null, past: [], future: [], messages: [] }),
    edit: (recipe) => {
      const [files, patches, inverse] = produceWithPatches(get().files, recipe);
      if (patches.length === 0) return;
      set((state) => ({ files, past: [...state.past, { patches, inverse }], future: [] }));
    },
    undo: () => {
      const { past, future, files } = get();
      const step = past.at(-1);
      if (!step) return;
      set({
        files: applyPatches(files, step.inverse),
        past: past.slice(0, -1),
        future: [step, ...future],
      });
    },
    redo: () => {
      const { past, future, files } = get();
      const step = future[0];
      if (!step) return;
      set({
        files: applyPatches(files, step.patches),
        past: [...past, step],
        future: future.slice(1),
      });
    },
    setMessages: (messages) => set({ messages }),
    markSaved: () => set((state) => ({ savedStep: state.past.at(-1) ?? null })),
  }));
}

export type StudioStore = ReturnType<typeof createStudioStore>;

/** True while the history stands at another step than when the files were read or saved. */
export function hasUnsavedChanges(state: Pick<StudioState, 'past' | 'savedStep'>): boolean {
  return (state.past.at(-1) ?? null) !== state.savedStep;
}
