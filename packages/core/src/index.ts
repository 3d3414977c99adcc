// Tenant
export { readInjectedTenant } from './tenant/read-injected-tenant.js';
export { TenantProvider, useTenant } from './tenant/tenant-context.js';

// i18n
export { initI18n, DEFAULT_LOCALE_LOAD_PATH, type InitI18nOptions } from './i18n/init-i18n.js';
export { changeLanguage } from './i18n/change-language.js';
export { useCurrentLanguage } from './i18n/use-current-language.js';
export { formatDateTime } from './i18n/format-date-time.js';
export { resolveInitialLanguage } from './i18n/resolve-initial-language.js';
export { getCurrentLanguage } from './i18n/active-i18n.js';
export {
  LANGUAGE_STORAGE_KEY,
  enabledLanguages,
  fallbackLanguages,
  isBundledLanguage,
  isLanguageCode,
  tenantDefaultLanguage,
} from './i18n/languages.js';
export { applyDocumentLanguage } from './i18n/document-language.js';
export { adoptLanguageFromUrl } from './i18n/url-language.js';
export { htmlLangOf, textDirectionOf } from '@wl/tenant-config';
export { localeLoadPath } from './i18n/locale-load-path.js';
export {
  fieldRuleMessage,
  type FieldRuleLike,
  type TranslateWith,
} from './i18n/field-rule-message.js';
export { ruleBreakMessage, ruleHint, ruleMessage, type StatedRule } from './rules/stated-rule.js';
export { usePasswordRule } from './rules/password-rule.js';
export { ruleRefusalMessage } from './rules/rule-refusal.js';

// Session
export {
  SESSION_KEYS,
  type SessionCacheKey,
  type SessionKey,
  type SessionKeyName,
} from './session/session-keys.js';
export { readSessionToken, writeSessionToken } from './session/session-token.js';
export { adoptTokenFromUrl } from './session/adopt-token-from-url.js';
export { clearSession } from './session/clear-session.js';
export { loginDeviceId, LOGIN_DEVICE_ID_KEY } from './session/login-device-id.js';
export { sessionCache } from './session/session-cache.js';
export { forgetRememberedPassword } from './session/remembered-password.js';

// Stores
export {
  useSessionStore,
  type PasswordChangeReason,
  type SessionInfo,
  type SessionState,
} from './stores/session-store.js';
export {
  useModulesStore,
  enabledModulesOf,
  isModuleOn,
  type ModulesState,
} from './stores/modules-store.js';
export { tenantAllowsModule } from './tenant/tenant-allows-module.js';
export {
  gateModules,
  isGateOpen,
  joinGates,
  type Gate,
  type ModuleSwitches,
} from './gates/gate.js';
export { useGateJudge, useGateOpen, useGateState, type GateState } from './gates/use-gate.js';
export { apiStoreHooks } from './stores/api-store-hooks.js';
export { initSession } from './stores/init-session.js';
export { useLoaderStore, type LoaderState } from './stores/loader-store.js';
export {
  useModalStore,
  type ModalEntry,
  type ModalId,
  type ModalOpenArgs,
  type ModalRegistry,
  type ModalProps,
  type ModalState,
} from './stores/modal-store.js';
export { prefetchModal, setModalPrefetcher } from './stores/modal-prefetch.js';
export {
  useMemberStore,
  type MemberInfo,
  type MemberLabel,
  type MemberInfoStatus,
  type MemberState,
} from './stores/member-store.js';
export {
  useSystemStore,
  type SystemState,
  type SystemStatus,
  type SystemStatusCode,
} from './stores/system-store.js';

// API
export { ApiError, isApiError, type ApiErrorInit, type ApiErrorKind } from './api/api-error.js';
export { createHttpClient, DEFAULT_TIMEOUT_MS, type HttpClientOptions } from './api/http-client.js';
export { getApiContext, type ApiContext } from './api/current-api-context.js';
export { initApi, type ApiOptions } from './api/api-context.js';
export { callEndpoint, type CallParams } from './api/call-endpoint.js';
export { errorMessage, type Translate } from './api/error-message.js';
export { errorMessageBy, errorMessageIn } from './api/error-message-in.js';
export { accountErrorMessage } from './api/phone-auth-error.js';
export { SERVER_MESSAGE_KEYS } from './api/server-message-keys.js';
export {
  plainPayloadEncryptor,
  type EncryptedPayload,
  type PayloadEncryptor,
} from './api/encryption/payload-encryptor.js';
export {
  defaultPayloadEncryptors,
  type PayloadEncryptorRegistry,
} from './api/encryption/encryptor-registry.js';
export {
  modernPayloadEncryptor,
  type BackendPublicKey,
  type ModernEncryptorOptions,
} from './api/encryption/modern-payload-encryptor.js';
export {
  upstreamScriptPayloadEncryptor,
  type UpstreamScriptEncryptorOptions,
} from './api/encryption/upstream-script-payload-encryptor.js';
export { ENCRYPTION_HEADERS } from './api/encryption/encryption-headers.js';
export { MODERN_ALGORITHM } from './api/encryption/seal-modern.js';

// Hooks
export { useEndpoint, type UseEndpointOptions } from './hooks/use-endpoint.js';
export { useSystemStatus } from './hooks/use-system-status.js';
export { seedFirstAnswers } from './first-answers/seed-first-answers.js';
export {
  statusPageConfig,
  statusPageOf,
  type StatusPageName,
} from './first-answers/status-page.js';
export { FirstAnswersProvider } from './first-answers/FirstAnswersProvider.js';
export { FIRST_ANSWERS_ELEMENT_ID, type FirstAnswers } from './first-answers/first-answers.js';
export { normalizeSystemStatus } from './adapters/system-status.js';
export { useWhitelabel } from './hooks/use-whitelabel.js';
export { useFeatureVisible, useModuleEnabled } from './hooks/use-module-enabled.js';
export { useDomainRoute } from './hooks/use-domain-route.js';
export { useRegisterSetting } from './hooks/use-register-setting.js';
export { useHelpCenter } from './hooks/use-help-center.js';
export { useCountries } from './hooks/use-countries.js';
export {
  useMemberInfo,
  useMemberInfoState,
  type MemberInfoState,
} from './hooks/use-member-info.js';
export { useLoginInfo, type LoginInfo } from './hooks/use-login-info.js';
export { useRequireMember } from './hooks/use-require-member.js';
export { useRefreshEndpoints } from './hooks/use-refresh-endpoints.js';
export {
  useGameMenus,
  useGameVendors,
  useGameList,
  useHotGames,
  useLiveModels,
  usePvpRooms,
  useRecentGames,
  useVendorGameMenu,
  useVendorLanes,
  useVendorName,
  type GameListQuery,
  type HotGamesCache,
} from './hooks/games-hooks.js';
export { useFavourites, useFavouriteList, type Favourites } from './hooks/favourites-hooks.js';
export { useMerchantWallet, useConsolidated, useWalletBalance } from './hooks/wallet-hooks.js';
export { useMoney, type Money } from './money/use-money.js';
export { useRefreshBalances } from './money/refresh-balances.js';
// API types of the wallet pages (docs/product/member.md#deposit-and-withdrawal)
export type {
  WalletDepositChannelsValue,
  WalletWithdrawalsValue,
  WalletConfirmWithdrawalBody,
} from '@wl/api';
export { imageKindOf, readAsDataUrl, MAX_IMAGE_BYTES, type ImageKind } from './files/image-file.js';
export { useAnnouncements, useRankList } from './hooks/content-hooks.js';
// The transaction categories of the records filters (one list, checked against the API schema)
export { TRANSACTION_CATEGORIES } from '@wl/api';
export type { TransactionCategory } from '@wl/api';

// Game models the hooks answer in (from the API schema)
export type { GameCategory, GameRecord, GameType, GameVendor } from '@wl/api';

// Game launch (docs/product/games.md#launch-branches)
export { useLaunchGame, type LaunchOptions } from './games/use-launch-game.js';
export { launchGame, type LaunchEnvironment } from './games/launch-game.js';
export type { LaunchOpenIn, LaunchOutcome, OpenEnvironment } from './games/launch-window.js';
export { launchStepOf, type LaunchStep, type LaunchTarget } from './games/launch-target.js';
export {
  useLaunchEnvironment,
  type PageLaunchEnvironment,
} from './games/use-launch-environment.js';
export {
  launchLottery,
  type LotteryLaunch,
  type LotteryLaunchEnvironment,
} from './games/launch-lottery.js';
export { launchLiveChat, type LiveChatEnvironment, type LiveChatHost } from './games/live-chat.js';
export type { NoticeProps, VendorGamesProps } from './games/launch-modals.js';
export { useCdnHosts, type CdnHosts } from './games/use-cdn-hosts.js';
export { resolveOnCdn } from './games/cdn.js';

// API types of the lottery and live screens (docs/product/games.md#lottery-screens)
export type { LiveModelsValue, LotteryGame, LotteryNumero, PrizeMode } from '@wl/api';
export type {
  Contract,
  ContractEvent,
  ContractTier,
  Payout,
  PeriodType,
  TeamContractsValue,
  TeamMember,
  TeamMembersValue,
} from '@wl/api';

// Events the backend pushes over the event socket (docs/product/backend.md#event-socket)
export { subscribeSocketEvent } from './socket/socket-event-bus.js';
export { useSocketEvent } from './socket/use-socket-event.js';
export { EventSocketLink } from './socket/EventSocketLink.js';
export type { SocketEvent, SocketEventPayloads, SocketEventType } from '@wl/api';
// Member records and security (docs/product/member.md#records)
export type {
  ContentFeedbackBody,
  ContentMemberTransactionsValue,
  RecordsBetsValue,
  SecurityOverviewValue,
} from '@wl/api';

// Work the first view does not need
export { afterLoadIdle } from './browser/after-load-idle.js';
export { afterFirstInput } from './browser/after-first-input.js';
export { useGtagId } from './analytics/use-gtag-id.js';
// The installable app (docs/architecture.md#installable-app)
export {
  captureInstallPrompt,
  useInstallPrompt,
  type InstallPrompt,
} from './browser/install-prompt.js';

// Account calls
export {
  login,
  loginWithVerification,
  type LoginCredentials,
  type VerifiedLogin,
} from './account/login.js';
export {
  register,
  registerByMobile,
  type MobileRegisterForm,
  type RegisterForm,
  type RegisterResult,
} from './account/register.js';
export { loadCaptchaImage } from './account/captcha.js';
export { refreshMemberInfo } from './account/member-info.js';
export { startFreePlay } from './account/free-play.js';
export { signOut } from './account/sign-out.js';
export { changePassword, type ChangePasswordForm } from './account/change-password.js';
export { maskEmail, maskMobile } from './account/contact-mask.js';
export {
  requestPasswordEmail,
  resetPasswordByPhone,
  sendPasswordResetCode,
  type PasswordEmailForm,
  type PhoneResetForm,
} from './account/forgot-password.js';

// Adapters: every backend answer shape the client accepts, normalised into one model
export { toLoginSession, type LoginSession } from './adapters/login-result.js';
export { toCaptchaImage } from './adapters/captcha-image.js';
export { toMemberInfo } from './adapters/member-info.js';
export {
  toWalletSummary,
  MAIN_WALLET_TYPE_ID,
  type VendorWallet,
  type WalletSummary,
} from './adapters/wallet-balance.js';
export { toConsolidatedFunds, type ConsolidatedFunds } from './adapters/consolidated-funds.js';
export { toMerchantWallet, type MerchantWallet } from './adapters/merchant-wallet.js';
export {
  toRegisterRules,
  type RegisterFieldRule,
  type RegisterRules,
} from './adapters/register-rules.js';
export { toGame, toGames, toVendor, type GameContext } from './adapters/game.js';
export { toGamePage, type GamePage } from './adapters/game-page.js';
export { toVendorLanes } from './adapters/vendor-lanes.js';
export {
  toVendorGameMenu,
  gameTypesOfVendor,
  type VendorGames,
} from './adapters/vendor-game-menu.js';
export { toRankList, type RankedWin } from './adapters/rank-list.js';
export {
  toAnnouncementGroups,
  type AnnouncementGroups,
  type AnnouncementItem,
  type Banner,
} from './adapters/announcement-groups.js';
export { toDomainRoute, type DomainRoute } from './adapters/domain-route.js';

// Promotions, rewards centre and points mall models (from the API schema)
export type {
  PointsBalanceValue,
  PointsConfigValue,
  PointsRedeemListValue,
  PointsRewardsValue,
  PromotionsListQuery,
  PromotionsListValue,
  RewardsClaimTicketsValue,
  RewardsDiscountTicketsValue,
  RewardsExtraRewardClaimsValue,
} from '@wl/api';
export { APPLICATION_COMMENT_MAX, APPLICATION_IMAGES_MAX } from '@wl/api';
