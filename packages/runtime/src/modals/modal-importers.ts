import type { ModalId } from '@wl/core';
import type { ModalImporter } from './modal-component.js';

/** One chunk per modal; a modal id without its own component shows the pending placeholder. */
export const MODAL_IMPORTERS: Partial<Record<ModalId, ModalImporter>> = {
  login: () => import('./LoginModal.js'),
  register: () => import('./RegisterModal.js'),
};

export const PENDING_MODAL_IMPORTER: ModalImporter = () => import('./PendingModal.js');

export function modalImporter(id: ModalId): ModalImporter {
  return MODAL_IMPORTERS[id] ?? PENDING_MODAL_IMPORTER;
}
