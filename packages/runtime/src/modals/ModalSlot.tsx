import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalEntry, ModalId } from '@wl/core';
import { MODAL_LOADERS, type ModalComponentProps, type ModalLoader } from '@wl/features';
import { ChunkErrorBoundary, lazyWithTimeout } from '@wl/widgets';

type LazyModal = LazyExoticComponent<ComponentType<ModalComponentProps>>;

const PENDING_MODAL: ModalLoader = () => import('./PendingModal.js');

const current = new Map<ModalId, LazyModal>();

/** The modal's own chunk (declared by its feature), or the "not available yet" window. */
function lazyModal(id: ModalId, fresh = false): LazyModal {
  let component = current.get(id);
  if (!component || fresh) {
    component = lazyWithTimeout(MODAL_LOADERS.get(id) ?? PENDING_MODAL);
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

/** One open modal (`data-modal` names it): its lazy chunk, with the chunk-error screen and retry when it fails. */
export function ModalSlot({ entry, onClose }: { entry: ModalEntry; onClose: () => void }) {
  const [state, setState] = useState(() => ({ attempt: 0, Modal: lazyModal(entry.id) }));
  const retry = (): void =>
    setState((previous) => ({ attempt: previous.attempt + 1, Modal: lazyModal(entry.id, true) }));
  const { Modal } = state;
  return (
    <div data-modal={entry.id} className="contents">
      <ChunkErrorBoundary key={state.attempt} onRetry={retry}>
        <Suspense fallback={<ModalLoading />}>
          <Modal props={entry.props} onClose={onClose} />
        </Suspense>
      </ChunkErrorBoundary>
    </div>
  );
}
