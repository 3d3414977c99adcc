import { Component, type ReactNode } from 'react';
import { isChunkError, type ChunkLoadError, type CssChunkLoadError } from './chunk-errors.js';
import { ChunkErrorScreen } from './ChunkErrorScreen.js';

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
    if (this.state.error !== null)
      return <ChunkErrorScreen code={this.state.error.name} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
