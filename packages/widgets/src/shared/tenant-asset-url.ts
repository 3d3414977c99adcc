export { tenantAssetUrl } from '@wl/tenant-config';
