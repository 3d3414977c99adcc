import { useTranslation } from 'react-i18next';
import { useTenant } from '@wl/core';
import { openCustomerService } from './open-customer-service.js';

interface CustomerServiceButtonProps {
  className?: string;
  /** Button text; default "Customer service". */
  label?: string;
}

/** Opens the tenant's customer-service page in a small window. */
export function CustomerServiceButton({
  className = 'btn btn-primary',
  label,
}: CustomerServiceButtonProps) {
  const { t } = useTranslation();
  const { customerService } = useTenant();
  return (
    <button
      type="button"
      className={className}
      onClick={() => openCustomerService(customerService.url)}
    >
      {label ?? t('sideMenu.customerService')}
    </button>
  );
}
