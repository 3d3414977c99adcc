import type { ComponentType } from 'react';
import type { CentrePageName } from '@wl/paths';
import type { ModuleId } from '@wl/tenant-config';

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
   * The whitelabel module the page belongs to: while it is off the page is not offered in the
   * centre menus. Decided as `useFeatureVisible` decides.
   */
  module?: ModuleId;
  /** An icon name for the menu entry. */
  icon?: string;
  load: () => Promise<{ default: ComponentType }>;
}
