import { useTenant } from '@wl/core';
import { openCustomerService, tenantAssetUrl } from '@wl/widgets';
import { closedSiteHelpUrl } from './closed-site-help.js';
import { StatusPageView, type StatusLine } from './StatusPageView.js';

interface StatusViewProps {
  widget: string;
  title: string;
  image: string | undefined;
  customerServiceLabel: string;
  lines: readonly StatusLine[];
}

/** A status page (maintenance, blocked) in the app: the tenant's logo and help from its config. */
export function StatusView({ widget, title, image, customerServiceLabel, lines }: StatusViewProps) {
  const tenant = useTenant();
  const helpUrl = closedSiteHelpUrl(tenant.customerService.url, window.location.host);
  return (
    <StatusPageView
      widget={widget}
      title={title}
      image={image === undefined ? undefined : tenantAssetUrl(image)}
      logo={tenantAssetUrl(tenant.theme.logo)}
      displayName={tenant.displayName}
      lines={lines}
      help={helpUrl === null ? null : { url: helpUrl, label: customerServiceLabel }}
      onHelp={openCustomerService}
    />
  );
}
