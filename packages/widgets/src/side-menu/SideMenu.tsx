import type { WidgetProps } from '../define-widget.js';
import type { SideMenuSettings } from './settings.gen.js';
import { CustomerServiceButton } from '../shared/CustomerServiceButton.js';
import { sideMenuEdge } from './edge.js';
import { PhoneBar } from './PhoneBar.js';

/**
 * Buttons fixed to one edge of the screen, in a strip the page keeps free for them so they never
 * cover a control: on phones a bar along the bottom, which also holds the tenant's phone links,
 * from tablet width up a gutter along the side (the page's padding, kept where its definition's
 * `screenEdge` names a side: styles.css).
 * docs/product/routes.md#footer-and-side-menu
 */
export default function SideMenu({ settings }: WidgetProps<SideMenuSettings>) {
  const edge = sideMenuEdge(settings);
  if (edge === undefined) return null;
  return (
    <aside
      data-widget="side-menu"
      className={`fixed inset-x-0 bottom-0 z-20 flex h-14 items-center gap-2 border-t border-base-300 bg-base-100 px-3 sm:inset-x-auto sm:bottom-24 sm:h-auto sm:flex-col sm:border-0 sm:bg-transparent sm:px-0 ${
        edge === 'start' ? 'justify-start sm:start-2' : 'justify-end sm:end-2'
      }`}
    >
      <PhoneBar links={settings.phoneLinks} />
      <CustomerServiceButton compact className="btn btn-primary btn-circle shadow-lg" />
    </aside>
  );
}
