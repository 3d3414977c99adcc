import { useGameMenus, useTenant } from '@wl/core';
import { GameNav } from './GameNav.js';
import { NavDrawer } from './NavDrawer.js';
import { NavDropDown } from './NavDropDown.js';
import { navEntries, type NavEntry } from './nav-entries.js';
import type { HeaderSettings } from './settings.gen.js';

type MenuStyle = HeaderSettings['menuStyle'];

function Menu({ style, entries }: { style: MenuStyle; entries: readonly NavEntry[] }) {
  if (style === 'bar') return <GameNav entries={entries} />;
  if (style === 'drop-down') return <NavDropDown entries={entries} />;
  return <NavDrawer entries={entries} />;
}

/**
 * The `navigation` block: the tenant's menu.json items, shown in the header's menu style from
 * tablet width up and in its phone menu style below (a phone never gets the bar, which would be a
 * strip scrolling sideways). docs/product/routes.md#header-on-phones
 */
export function Navigation({
  style,
  phoneStyle,
}: {
  style: MenuStyle;
  phoneStyle: HeaderSettings['phoneMenuStyle'];
}) {
  const tenant = useTenant();
  const { data: menus } = useGameMenus();
  const entries = navEntries(tenant.menu.header, menus);
  if (style === phoneStyle) return <Menu style={style} entries={entries} />;
  return (
    <>
      <div className="flex items-center sm:hidden">
        <Menu style={phoneStyle} entries={entries} />
      </div>
      <div
        className={`hidden items-center sm:flex ${style === 'bar' ? 'h-full min-w-0 flex-1' : ''}`}
      >
        <Menu style={style} entries={entries} />
      </div>
    </>
  );
}
