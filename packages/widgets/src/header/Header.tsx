import { useSessionStore } from '@wl/core';
import type { WidgetProps } from '../define-widget.js';
import type { HeaderBlock, HeaderSettings } from './settings.gen.js';
import { AccountBlock } from './AccountBlock.js';
import { HeaderBalance } from './HeaderBalance.js';
import { LanguageSelector } from './LanguageSelector.js';
import { BLOCK_GROUP, HeaderFrame } from './HeaderFrame.js';
import { headerRows } from './header-rows.js';
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
  const { top, before, after, hasLogo, hasMenuRow, below } = headerRows(settings);
  const centred = settings.logoPosition === 'center';
  // On phones, blocks of a crowded top row that move to the end of the menu row.
  const movedOnPhones = hasMenuRow ? phoneRowBlocks(top) : [];
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
    <HeaderFrame
      sticky={settings.sticky}
      centred={centred}
      before={before.length > 0 ? blocks(before) : undefined}
      logo={hasLogo && <Logo />}
      after={blocks(after)}
      menuRow={
        hasMenuRow ? (
          <>
            <Block type="navigation" settings={settings} />
            {below.length > 0 && (
              <div className={`ms-auto ${BLOCK_GROUP}`}>{blocks(below, true)}</div>
            )}
            {movedOnPhones.length > 0 && (
              <div className="ms-auto flex items-center gap-1 sm:hidden">
                {blocks(movedOnPhones, true)}
              </div>
            )}
          </>
        ) : undefined
      }
    />
  );
}
