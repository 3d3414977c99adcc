/** Test helpers of the features. */
export { renderFeature } from './render-feature.js';
