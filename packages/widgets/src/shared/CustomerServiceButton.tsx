import { useTranslation } from 'react-i18next';
import { useTenant } from '@wl/core';
import { LineIcon } from './LineIcon.js';
import { openCustomerService } from './open-customer-service.js';

interface CustomerServiceButtonProps {
  className?: string;
  /** Button text; default "Customer service". */
  label?: string;
  /**
   * A round chat icon whose words are read aloud and shown as a tooltip, not on screen, so the
   * floating button fits the side menu's strip.
   */
  compact?: boolean;
}

/** Opens the tenant's customer-service page in a small window. */
export function CustomerServiceButton({
  className = 'btn btn-primary',
  label,
  compact = false,
}: CustomerServiceButtonProps) {
  const { t } = useTranslation();
  const { customerService } = useTenant();
  const text = label ?? t('sideMenu.customerService');
  return (
    <button
      type="button"
      className={className}
      onClick={() => openCustomerService(customerService.url)}
      {...(compact && { title: text })}
    >
      {compact ? (
        <>
          <LineIcon name="chat" className="h-5 w-5" />
          <span className="sr-only">{text}</span>
        </>
      ) : (
        text
      )}
    </button>
  );
}
