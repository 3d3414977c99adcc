import { Link } from 'react-router-dom';
import { paths } from '@wl/paths';
import { useTenant } from '@wl/core';
import { tenantAssetUrl } from '../shared/tenant-asset-url.js';

/** The `logo` block: the tenant's logo, named by the site's name, leading home; never narrower than 72 px. */
export function Logo() {
  const tenant = useTenant();
  return (
    <Link to={paths.home()} className="min-w-[4.5rem] shrink" aria-label={tenant.displayName}>
      <img
        src={tenantAssetUrl(tenant.theme.logo)}
        alt={tenant.displayName}
        className="h-8 w-auto max-w-full object-contain object-left rtl:object-right sm:h-10"
      />
    </Link>
  );
}
