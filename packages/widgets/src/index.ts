export { defineWidget, type WidgetDefinition, type WidgetProps } from './define-widget.js';
export { widgetRegistry, isWidgetType, type WidgetType } from './registry.js';
export { PageRenderer } from './PageRenderer.js';
export { SectionErrorBoundary } from './SectionErrorBoundary.js';
export { applySchemaDefaults } from './apply-schema-defaults.js';
export { tenantAssetUrl } from './shared/tenant-asset-url.js';
export { openCustomerService } from './shared/open-customer-service.js';
