import { mergeHandlerMaps, type HandlerMap } from '../handler.js';
import { systemHandlers } from './system.js';
import { walletHandlers } from './wallet.js';
import { contentHandlers } from './content.js';
import { inboxHandlers } from './inbox.js';
import { pointsHandlers } from './points.js';
import { agentHandlers } from './agent.js';
import { reportsHandlers } from './reports.js';
import { sessionHandlers } from './session.js';
import { memberHandlers } from './member.js';
import { captchaHandlers } from './captcha.js';
import { verificationHandlers } from './verification.js';
import { gamesHandlers } from './games.js';
import { lotteryHandlers } from './lottery.js';
import { liveHandlers } from './live.js';
import { contentGamesHandlers } from './content-games.js';
import { rewardsHandlers } from './rewards.js';
import { promotionsHandlers } from './promotions.js';
import { withdrawHandlers } from './withdraw.js';
import { walletMoneyHandlers } from './wallet-money.js';
import { loginVerificationHandlers } from './login-verification.js';
import { appDomainHandlers } from './app-domain.js';
import { teamHandlers } from './team.js';
import { recordsHandlers } from './records.js';
import { securityHandlers } from './security.js';
import { securityContactHandlers } from './security-contact.js';

/**
 * Every domain's handlers, one entry per API schema file under schemas/api/. To add a domain, write
 * `handlers/<domain>.ts` exporting `<domain>Handlers = { ... } satisfies HandlerMap` and list it here.
 */
const DOMAIN_HANDLERS: readonly HandlerMap[] = [
  systemHandlers,
  walletHandlers,
  contentHandlers,
  inboxHandlers,
  pointsHandlers,
  agentHandlers,
  reportsHandlers,
  sessionHandlers,
  memberHandlers,
  captchaHandlers,
  verificationHandlers,
  gamesHandlers,
  lotteryHandlers,
  liveHandlers,
  contentGamesHandlers,
  rewardsHandlers,
  promotionsHandlers,
  withdrawHandlers,
  walletMoneyHandlers,
  loginVerificationHandlers,
  appDomainHandlers,
  teamHandlers,
  recordsHandlers,
  securityHandlers,
  securityContactHandlers,
];

export const handlers: HandlerMap = mergeHandlerMaps(DOMAIN_HANDLERS);
