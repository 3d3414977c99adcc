import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalEntry, ModalId } from '@wl/core';
import { ChunkErrorBoundary } from '../chunks/ChunkErrorBoundary.js';
import { lazyWithTimeout } from '../chunks/lazy-with-timeout.js';
import type { ModalComponentProps } from './modal-component.js';
import { modalImporter } from './modal-importers.js';

type LazyModal = LazyExoticComponent<ComponentType<ModalComponentProps>>;

const current = new Map<ModalId, LazyModal>();

function lazyModal(id: ModalId, fresh = false): LazyModal {
  let component = current.get(id);
  if (!component || fresh) {
    component = lazyWithTimeout(modalImporter(id));
    current.set(id, component);
  }
  return component;
}

function ModalLoading() {
  return (
    <div className="modal modal-open" role="presentation">
      <span className="loading loading-spinner loading-lg text-primary" />
    </div>
  );
}

/** One open modal: its lazy chunk, with the chunk-error screen and retry when it fails. */
export function ModalSlot({ entry, onClose }: { entry: ModalEntry; onClose: () => void }) {
  const [state, setState] = useState(() => ({ attempt: 0, Modal: lazyModal(entry.id) }));
  const retry = (): void =>
    setState((previous) => ({ attempt: previous.attempt + 1, Modal: lazyModal(entry.id, true) }));
  const { Modal } = state;
  return (
    <ChunkErrorBoundary key={state.attempt} onRetry={retry}>
      <Suspense fallback={<ModalLoading />}>
        <Modal entry={entry} onClose={onClose} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
