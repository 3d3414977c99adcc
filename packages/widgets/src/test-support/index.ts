export {
  demoTenant,
  renderWithProviders,
  type ProvidersOptions,
  type ProvidersResult,
} from './render-with-providers.js';
export { pageWithDefaults } from './page-with-defaults.js';
// IntersectionObserver stood in for, to test what waits until it nears the screen (`useNearScreen`)
export {
  destroyIntersectionMocking,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
