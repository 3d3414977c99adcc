import type { ComponentType } from 'react';
import type { ModalEntry } from '@wl/core';

/** Props every modal receives from the ModalHost. */
export interface ModalComponentProps {
  entry: ModalEntry;
  onClose: () => void;
}

export type ModalImporter = () => Promise<{ default: ComponentType<ModalComponentProps> }>;
