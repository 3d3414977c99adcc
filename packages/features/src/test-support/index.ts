/** Test helpers of the features. */
export { renderFeature } from './render-feature.js';
export { MEMBER, renderMemberPage } from './render-member-page.js';
