import { useSessionStore } from '@wl/core';
import type { WidgetProps } from '../define-widget.js';
import type { HeaderBlock, HeaderSettings } from './settings.gen.js';
import { AccountBlock } from './AccountBlock.js';
import { HeaderBalance } from './HeaderBalance.js';
import { LanguageSelector } from './LanguageSelector.js';
import { Logo } from './Logo.js';
import { Navigation } from './Navigation.js';
import { Shortcuts } from './Shortcuts.js';

type BlockType = HeaderBlock['type'];

function Block({
  type,
  settings,
  inRow = false,
}: {
  type: BlockType;
  settings: HeaderSettings;
  /** Drawn in the menu row (after `navigation`) rather than the top row. */
  inRow?: boolean;
}) {
  const isLogin = useSessionStore((state) => state.isLogin);
  switch (type) {
    case 'logo':
      return <Logo />;
    case 'navigation':
      return <Navigation style={settings.menuStyle} phoneStyle={settings.phoneMenuStyle} />;
    case 'balance':
      return isLogin ? <HeaderBalance place={inRow ? 'row' : 'bar'} /> : null;
    case 'shortcuts':
      return isLogin ? <Shortcuts /> : null;
    case 'member-menu':
      return <AccountBlock />;
    case 'language':
      return <LanguageSelector />;
  }
}

const GROUP = 'flex shrink-0 flex-nowrap items-center gap-1 sm:gap-2';

/**
 * The top row's blocks that phones show at the end of the menu row instead: the balance (no room
 * beside the logo), and the language selector when the shortcuts crowd the top row.
 */
function phoneRowBlocks(top: readonly BlockType[]): BlockType[] {
  const crowded = top.includes('shortcuts');
  return top.filter((type) => type === 'balance' || (crowded && type === 'language'));
}

/**
 * Site header (docs/product/routes.md#header): its blocks in the order the layout gives them.
 * Those before `navigation` make the top row, split by the logo (at the start, or centred from
 * tablet width up); `navigation` and the blocks after it make the second row. On phones the
 * shortcuts are icons with their words kept for assistive technology, a balance of the top row
 * moves to the end of the menu row (always on screen, never squeezing the logo), and so does the
 * language selector when the top row holds the shortcuts; the navigation opens from a Menu button,
 * so the bar fits a 320 px screen with a readable logo (docs/product/routes.md#header-on-phones).
 */
export default function Header({ settings }: WidgetProps<HeaderSettings>) {
  const types = settings.blocks.map((block) => block.type);
  const navAt = types.indexOf('navigation');
  const top = navAt < 0 ? types : types.slice(0, navAt);
  const below = navAt < 0 ? [] : types.slice(navAt + 1);
  const logoAt = top.indexOf('logo');
  const before = logoAt < 0 ? [] : top.slice(0, logoAt);
  const after = logoAt < 0 ? top : top.slice(logoAt + 1);
  const centred = settings.logoPosition === 'center';
  // On phones, blocks of a crowded top row that move to the end of the menu row.
  const movedOnPhones = navAt < 0 ? [] : phoneRowBlocks(top);
  const blocks = (list: readonly BlockType[], inRow = false) =>
    list.map((type) =>
      !inRow && type === 'language' && movedOnPhones.includes(type) ? (
        <div key={type} className="hidden sm:contents">
          <Block type={type} settings={settings} />
        </div>
      ) : (
        <Block key={type} type={type} settings={settings} inRow={inRow} />
      ),
    );

  return (
    <header
      data-widget="header"
      className={`${settings.sticky ? 'sticky top-0' : 'relative'} z-30 bg-base-100 text-base-content shadow`}
    >
      <div
        className={`mx-auto flex h-14 max-w-7xl items-center gap-2 px-2 sm:px-4 ${
          centred ? 'sm:grid sm:grid-cols-[1fr_auto_1fr]' : ''
        }`}
      >
        {before.length > 0 ? (
          <div className={GROUP}>{blocks(before)}</div>
        ) : (
          centred && <div className="hidden sm:block" />
        )}
        {logoAt >= 0 && <Logo />}
        <div className={`ms-auto justify-end ${GROUP}`}>{blocks(after)}</div>
      </div>
      {navAt >= 0 && (
        <div className="h-12 border-t border-base-content/10">
          <div className="mx-auto flex h-full max-w-7xl items-center gap-1 px-2 sm:gap-2 sm:px-4">
            <Block type="navigation" settings={settings} />
            {below.length > 0 && <div className={`ms-auto ${GROUP}`}>{blocks(below, true)}</div>}
            {movedOnPhones.length > 0 && (
              <div className="ms-auto flex items-center gap-1 sm:hidden">
                {blocks(movedOnPhones, true)}
              </div>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
