import type { ReactNode } from 'react';
import { useTenant } from '@wl/core';
import { openCustomerService, tenantAssetUrl } from '@wl/widgets';
import { closedSiteHelpUrl } from './closed-site-help.js';

interface StatusViewProps {
  widget: string;
  title: string;
  image: string | undefined;
  customerServiceLabel: string;
  children: ReactNode;
}

/**
 * Full-page notice (maintenance, blocked): logo or image, title, text and customer service, which
 * opens the tenant's external chat or messenger link, never a page of the closed site.
 */
export function StatusView({
  widget,
  title,
  image,
  customerServiceLabel,
  children,
}: StatusViewProps) {
  const tenant = useTenant();
  const helpUrl = closedSiteHelpUrl(tenant.customerService.url, window.location.host);
  return (
    <main
      data-widget={widget}
      className="flex min-h-screen items-center justify-center bg-base-200 p-6"
    >
      <div className="card w-full max-w-lg bg-base-100 shadow-xl">
        <div className="card-body items-center gap-4 text-center">
          <img
            src={tenantAssetUrl(image ?? tenant.theme.logo)}
            alt={image ? '' : tenant.displayName}
            className={image ? 'max-h-48 w-auto' : 'h-12 w-auto'}
          />
          <h1 className="card-title text-2xl">{title}</h1>
          {children}
          {helpUrl !== null && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => openCustomerService(helpUrl)}
            >
              {customerServiceLabel}
            </button>
          )}
        </div>
      </div>
    </main>
  );
}
