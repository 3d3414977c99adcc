import { TENANT_CONFIG_ELEMENT_ID, type PublicTenantConfig } from '@wl/tenant-config';

/**
 * The tenant the site server inlined into index.html as a non-executable
 * `<script type="application/json" id="wl-tenant">` block. Throws when it is missing or not a
 * tenant, which means the page was not served by the site server.
 */
export function readInjectedTenant(doc: Document = document): PublicTenantConfig {
  const element = doc.getElementById(TENANT_CONFIG_ELEMENT_ID);
  if (element === null) {
    throw new Error(
      `Tenant configuration missing: no <script id="${TENANT_CONFIG_ELEMENT_ID}"> in the page. The page must be served by the site server, which inlines the tenant into index.html.`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(element.textContent ?? '');
  } catch {
    throw new Error(`Tenant configuration invalid: #${TENANT_CONFIG_ELEMENT_ID} is not JSON.`);
  }
  const tenant = value as Partial<PublicTenantConfig> | null;
  if (
    tenant === null ||
    typeof tenant !== 'object' ||
    typeof tenant.merchantCode !== 'string' ||
    tenant.languages === undefined
  ) {
    throw new Error(
      `Tenant configuration invalid: #${TENANT_CONFIG_ELEMENT_ID} has no merchantCode or languages.`,
    );
  }
  return tenant as PublicTenantConfig;
}
