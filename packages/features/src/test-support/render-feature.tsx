import type { ReactElement } from 'react';
import {
  renderWithProviders,
  type ProvidersOptions,
  type ProvidersResult,
} from '@wl/widgets/testing';
import { appDictionaries } from '../node/index.js';

/**
 * Renders a feature's UI as `renderWithProviders` does, with the app's dictionaries (core texts
 * and every feature's own), so the feature's translated texts show.
 */
export function renderFeature(
  ui: ReactElement,
  options: ProvidersOptions = {},
): Promise<ProvidersResult> {
  return renderWithProviders(ui, { dictionaries: appDictionaries(), ...options });
}
