import { Link } from 'react-router-dom';
import { paths } from '@wl/paths';
import { useTenant } from '@wl/core';
import { tenantAssetUrl } from '../shared/tenant-asset-url.js';
import { LOGO_BOX, LogoImage } from './LogoImage.js';

/** The `logo` block: the tenant's logo, named by the site's name, leading home. */
export function Logo() {
  const tenant = useTenant();
  return (
    <Link to={paths.home()} className={LOGO_BOX} aria-label={tenant.displayName}>
      <LogoImage src={tenantAssetUrl(tenant.theme.logo)} alt={tenant.displayName} />
    </Link>
  );
}
