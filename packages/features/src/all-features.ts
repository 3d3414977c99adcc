import { agentFeature } from './agent/index.js';
import { analyticsFeature } from './analytics/index.js';
import { authFeature } from './auth/index.js';
import { contractsFeature } from './contracts/index.js';
import { downloadFeature } from './download/index.js';
import type { Feature } from './define-feature.js';
import { feedbackFeature } from './feedback/index.js';
import { gamesFeature } from './games/index.js';
import { helpFeature } from './help/index.js';
import { homeFeature } from './home/index.js';
import { inboxFeature } from './inbox/index.js';
import { liveFeature } from './live/index.js';
import { lotteryFeature } from './lottery/index.js';
import { memberFeature } from './member/index.js';
import { noticesFeature } from './notices/index.js';
import { pointsFeature } from './points/index.js';
import { promotionsFeature } from './promotions/index.js';
import { recordsFeature } from './records/index.js';
import { seamlessFeature } from './seamless/index.js';
import { securityFeature } from './security/index.js';
import { statusFeature } from './status/index.js';
import { teamFeature } from './team/index.js';
import { walletFeature } from './wallet/index.js';

/** Every feature of the site, one line each: the app's routes, modals and widgets come from here. */
export const ALL_FEATURES: readonly Feature[] = [
  homeFeature,
  authFeature,
  gamesFeature,
  lotteryFeature,
  liveFeature,
  promotionsFeature,
  pointsFeature,
  walletFeature,
  memberFeature,
  recordsFeature,
  securityFeature,
  feedbackFeature,
  downloadFeature,
  agentFeature,
  contractsFeature,
  teamFeature,
  seamlessFeature,
  helpFeature,
  statusFeature,
  noticesFeature,
  inboxFeature,
  analyticsFeature,
];
