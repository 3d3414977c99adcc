import { useNavigate } from 'react-router-dom';
import { signOut, useLoaderStore } from '@wl/core';
import { paths } from '@wl/paths';

/**
 * Logout (docs/product/accounts.md#logout) as a control does it: `signOut` from @wl/core (loader,
 * logout call, local session cleared), then on to `destination` (home, or `/agent` from the agent
 * centre) and the loader hides. A guarded page the session leaves sends the visitor on to the
 * same place (`leavingTo`), whichever of the two navigations React renders first.
 */
export function useSignOut(destination: string = paths.home()): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut(destination);
      await navigate(destination);
    } finally {
      useLoaderStore.getState().hide();
    }
  };
}
