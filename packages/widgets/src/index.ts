export * from './definitions.js';
export {
  WidgetRegistryProvider,
  useWidgetRegistry,
  widgetRegistry,
  type WidgetRegistry,
} from './widget-registry-context.js';
export {
  CentrePagesProvider,
  useAskedCentrePage,
  useCentrePage,
  useCentrePages,
} from './centre-pages/centre-pages-context.js';
export { CentrePageView } from './centre-pages/CentrePageView.js';
export { HeaderEntriesProvider } from './header-entries/header-entries-context.js';
export { RouteGatesProvider, type RouteGateAt } from './link-gates/link-gates-context.js';
export { PageRenderer } from './PageRenderer.js';
export { SectionErrorBoundary } from './SectionErrorBoundary.js';
export { ChunkErrorBoundary } from './chunks/ChunkErrorBoundary.js';
export { ChunkLoadError, CssChunkLoadError } from './chunks/chunk-errors.js';
export { CHUNK_LOAD_TIMEOUT_MS, lazyWithTimeout } from './chunks/lazy-with-timeout.js';
export { BrandedLoaderView } from './shared/BrandedLoaderView.js';
export { ComingSoon } from './shared/ComingSoon.js';
export { CustomerServiceButton } from './shared/CustomerServiceButton.js';
export { InlineLoader } from './shared/InlineLoader.js';
export { Loaded } from './shared/Loaded.js';
export { LazyImage } from './shared/LazyImage.js';
export { useNearScreen } from './shared/use-near-screen.js';
export { LineIcon, type LineIconName } from './shared/LineIcon.js';
export { MainScreen } from './shared/MainScreen.js';
export { MessageDialog } from './shared/MessageDialog.js';
export { Dialog } from './dialog/Dialog.js';
export { InfoDialog } from './dialog/InfoDialog.js';
export { DetailList, type Detail } from './shared/DetailList.js';
export { Pager } from './pager/Pager.js';
export { RetryAlert } from './shared/RetryAlert.js';
export { pageOf } from './pager/page-of.js';
export { NotReadyModal } from './shared/NotReadyModal.js';
export { Panel } from './shared/Panel.js';
export { VendorCards } from './shared/VendorCards.js';
export { tenantAssetUrl } from './shared/tenant-asset-url.js';
export { QrCode } from './app-download/QrCode.js';
export { openCustomerService } from './shared/open-customer-service.js';
export { useSignOut } from './shared/use-sign-out.js';
