import { useTranslation } from 'react-i18next';
import { useTenant } from '@wl/core';
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

/** A speech bubble, never read aloud. */
function ChatIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 5h16v11H9l-5 4z" />
    </svg>
  );
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
          <ChatIcon />
          <span className="sr-only">{text}</span>
        </>
      ) : (
        text
      )}
    </button>
  );
}
