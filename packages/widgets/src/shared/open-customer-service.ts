import { isLinkTarget } from '@wl/paths';

/** Size of the small window customer service opens in. */
export const CUSTOMER_SERVICE_WINDOW = { width: 420, height: 680 } as const;

/**
 * Opens the tenant's customer-service page in a small separate window that cannot reach back to
 * the site (`noopener`, `noreferrer`). A URL that is neither http(s) nor a route (`javascript:…`)
 * is refused: nothing opens and the answer is false.
 */
export function openCustomerService(
  url: string,
  target: Pick<Window, 'open' | 'screen'> = window,
): boolean {
  if (!isLinkTarget(url)) {
    console.warn(`customer service: refused to open ${JSON.stringify(url)}`);
    return false;
  }
  const { width, height } = CUSTOMER_SERVICE_WINDOW;
  const left = Math.max(0, target.screen.width - width - 40);
  const top = Math.max(0, Math.round((target.screen.height - height) / 2));
  target.open(
    url,
    'customer-service',
    `popup,width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`,
  );
  return true;
}
