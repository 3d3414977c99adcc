export * from '../index.js';
export { toPublicConfig } from '../public-config.js';
export { layoutAndPagesWithDefaults, withWidgetDefaults } from '../widget-defaults.js';
export { checkTenants, type CheckOptions } from '../check/check-tenants.js';
export { MODULES_SCHEMA, TENANT_SCHEMAS } from '../check/tenant-schemas.js';
export { readTenantSources, listTenantFolders, tenantsFingerprint } from './read-tenant-sources.js';
export { TenantRegistry, type AppFacts, type TenantRegistryOptions } from './tenant-registry.js';
export { hostnameOf, localhostCode, LOOPBACK_HOSTS } from './host.js';
export {
  createTenant,
  logoSvg,
  merchantFromCode,
  titleFromCode,
  type NewTenantOptions,
  type NewTenantResult,
} from './create-tenant.js';
