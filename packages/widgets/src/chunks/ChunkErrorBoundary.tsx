import { Component, type ReactNode } from 'react';
import { isChunkError, type ChunkLoadError, type CssChunkLoadError } from './chunk-errors.js';
import { ChunkErrorScreen } from './ChunkErrorScreen.js';
import { reloadPage } from './reload-page.js';

interface ChunkErrorBoundaryProps {
  /** Called by the Retry button; the parent supplies a fresh lazy component and remounts. */
  onRetry: () => void;
  children: ReactNode;
}

interface ChunkErrorBoundaryState {
  error: ChunkLoadError | CssChunkLoadError | null;
  other: Error | null;
}

/**
 * Shows ChunkErrorScreen when a lazy chunk fails to load. Any other error is passed on to the
 * next boundary up.
 */
export class ChunkErrorBoundary extends Component<
  ChunkErrorBoundaryProps,
  ChunkErrorBoundaryState
> {
  override state: ChunkErrorBoundaryState = { error: null, other: null };

  static getDerivedStateFromError(error: unknown): ChunkErrorBoundaryState {
    if (isChunkError(error)) return { error, other: null };
    return { error: null, other: error instanceof Error ? error : new Error(String(error)) };
  }

  override render(): ReactNode {
    if (this.state.other !== null) throw this.state.other;
    const { error } = this.state;
    if (error !== null)
      return (
        <ChunkErrorScreen
          code={error.name}
          onRetry={
            error.name === 'ChunkLoadError' && error.reloadToRetry ? reloadPage : this.props.onRetry
          }
        />
      );
    return this.props.children;
  }
}
