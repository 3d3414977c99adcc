import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useGateJudge, type Gate, type GateState } from '@wl/core';
import { useCentrePageNamed } from '../centre-pages/centre-pages-context.js';

/** The gate of the route an address's path shows (undefined: no route claims it, or ungated). */
export type RouteGateAt = (pathname: string) => Gate | undefined;

const RouteGateContext = createContext<RouteGateAt>(() => undefined);

/** Makes the route table's gates known to links that config names by address (the phone bar). */
export function RouteGatesProvider({
  gateAt,
  children,
}: {
  gateAt: RouteGateAt;
  children: ReactNode;
}) {
  return <RouteGateContext.Provider value={gateAt}>{children}</RouteGateContext.Provider>;
}

/**
 * Whether an address of the site leads somewhere offered now, by the one rule of gates
 * (docs/architecture.md#gates): its route's gate, and for `?page=<name>` that centre page's; a
 * link whose address is closed is left out, as the header leaves out an entry whose module is
 * off. (A centre page's single-wallet rule needs the merchant's wallet call, which the pages a
 * visitor opens first do not make: the centre itself still applies it.)
 */
export function useAddressJudge(): (href: string) => GateState {
  const routeGateAt = useContext(RouteGateContext);
  const judgeGate = useGateJudge();
  const pageNamed = useCentrePageNamed();
  return useCallback(
    (href) => {
      const address = new URL(href, 'http://site.invalid');
      const route = judgeGate(routeGateAt(address.pathname));
      if (route === 'closed') return route;
      const asked = address.searchParams.get('page');
      const page = asked === null ? undefined : pageNamed(asked);
      const centre = page === undefined ? 'open' : judgeGate(page.module);
      if (centre === 'closed') return centre;
      return route === 'pending' || centre === 'pending' ? 'pending' : 'open';
    },
    [routeGateAt, judgeGate, pageNamed],
  );
}
