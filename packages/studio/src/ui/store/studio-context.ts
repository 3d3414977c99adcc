import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { WidgetInfo } from '../../shared/studio-api.js';
import type { StudioState, StudioStore } from './studio-store.js';

export const StudioStoreContext = createContext<StudioStore | null>(null);

/** The widget registry: every widget type a section may name, with its settings schema. */
export const WidgetsContext = createContext<readonly WidgetInfo[]>([]);

/** A part of the studio's state; the component renders again when it changes. */
export function useStudio<T>(select: (state: StudioState) => T): T {
  const store = useContext(StudioStoreContext);
  if (!store) throw new Error('useStudio needs a StudioStoreContext');
  return useStore(store, select);
}
