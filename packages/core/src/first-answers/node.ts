/**
 * What the site server shares with the app to ask and read the first answers exactly as the app
 * does, and to draw the status pages as the app draws them (free of React and browser APIs).
 */
export {
  FIRST_ANSWER_IDS,
  FIRST_ANSWERS_ELEMENT_ID,
  type FirstAnswerId,
  type FirstAnswers,
} from './first-answers.js';
export { enabledModulesOf } from '../tenant/enabled-modules.js';
export { tenantAllowsModule } from '../tenant/tenant-allows-module.js';
export { resolveOnCdn } from '../games/cdn.js';
export { toGamePage } from '../adapters/game-page.js';
export { normalizeSystemStatus } from '../adapters/system-status.js';
export { statusPageConfig, statusPageOf, type StatusPageName } from './status-page.js';
export { formatDateTime } from '../i18n/format-date-time.js';
