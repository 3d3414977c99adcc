export {
  demoTenant,
  renderWithProviders,
  type ProvidersOptions,
  type ProvidersResult,
} from './render-with-providers.js';
export { pageWithDefaults } from './page-with-defaults.js';
