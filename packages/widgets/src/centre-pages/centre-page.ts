import type { ComponentType } from 'react';
import type { CentrePageName } from '@wl/paths';
import type { Gate } from '@wl/core/gates';

/** The two centres that show pages: the player's member centre and the agent centre. */
export type Centre = 'member' | 'agent';

/**
 * A page a feature contributes to the member centre and/or the agent centre, shown by name
 * (`/member?page=<name>`, `/agentHome?page=<name>`), each its own lazy chunk.
 * docs/product/member.md#centre-pages
 */
export interface CentrePage {
  name: CentrePageName;
  /** Translation key of the page's menu entry and heading. */
  titleKey: string;
  /** The centres whose menu lists it. */
  centres: readonly Centre[];
  /**
   * The whitelabel module(s) the page needs: while one is off the page is not offered anywhere
   * (centre menus, header links) and `?page=<name>` says it is not available
   * (docs/architecture.md#gates). A feature's own gate is added to each of its pages.
   */
  module?: Gate;
  /**
   * `several`: the page moves money between wallets, so a single-wallet merchant (its wallet call
   * answers `isSingle`) does not offer it, like a closed gate (docs/product/money.md#single-wallet).
   */
  wallets?: 'several';
  /** An icon name for the menu entry. */
  icon?: string;
  load: () => Promise<{ default: ComponentType }>;
}
