import {
  Component,
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useSessionStore } from '@wl/core';
import { SIGNED_IN_PARTS } from '@wl/features';

/** Each feature's signed-in part as a lazy component; its chunk loads on first render. */
const PARTS: readonly LazyExoticComponent<ComponentType>[] = SIGNED_IN_PARTS.map((load) =>
  lazy(load),
);

/** A part that fails (its chunk or itself) is left out; the page goes on without it. */
export class SilentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * What the features mount while a visitor is signed in (e.g. the API schema popup's watcher);
 * nothing is loaded for visitors (docs/product/routes.md#signed-in-extras).
 */
export function SignedInParts() {
  const isLogin = useSessionStore((state) => state.isLogin);
  if (!isLogin) return null;
  return (
    <>
      {PARTS.map((Part, index) => (
        <SilentBoundary key={index}>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        </SilentBoundary>
      ))}
    </>
  );
}
