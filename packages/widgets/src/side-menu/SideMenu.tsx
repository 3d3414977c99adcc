import type { WidgetProps } from '../define-widget.js';
import type { SideMenuSettings } from './settings.gen.js';
import { CustomerServiceButton } from '../shared/CustomerServiceButton.js';

/** Buttons fixed to one edge of the screen: customer service, a round icon on phones (docs/product/routes.md#footer-and-side-menu). */
export default function SideMenu({ settings }: WidgetProps<SideMenuSettings>) {
  if (!settings.showCustomerService) return null;
  return (
    <aside
      data-widget="side-menu"
      className={`fixed bottom-24 z-20 flex flex-col gap-2 ${settings.position === 'left' ? 'start-3' : 'end-3'}`}
    >
      <CustomerServiceButton
        compact
        className="btn btn-primary btn-circle shadow-lg sm:btn-sm sm:w-auto sm:rounded-field sm:px-3"
      />
    </aside>
  );
}
