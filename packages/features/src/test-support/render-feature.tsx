import type { ReactElement } from 'react';
import {
  demoTenant,
  renderWithProviders,
  type ProvidersOptions,
  type ProvidersResult,
} from '@wl/widgets/testing';
import { CENTRE_PAGES, HEADER_ENTRIES } from '../index.js';
import { appDictionaries } from '../node/index.js';

export interface FeatureOptions extends ProvidersOptions {
  /** The test tenant's currency (`money.currency`), when no tenant is given; VND unless told. */
  currency?: string;
}

/**
 * Renders a feature's UI as `renderWithProviders` does, with the app's dictionaries (core texts
 * and every feature's own), so the feature's translated texts show, and every feature's centre
 * pages and header entries.
 */
export function renderFeature(
  ui: ReactElement,
  { currency, ...options }: FeatureOptions = {},
): Promise<ProvidersResult> {
  return renderWithProviders(ui, {
    dictionaries: appDictionaries(),
    centrePages: CENTRE_PAGES,
    headerEntries: HEADER_ENTRIES,
    ...(currency !== undefined && { tenant: demoTenant({ money: { currency, display: 'full' } }) }),
    ...options,
  });
}
