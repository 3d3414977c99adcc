import { tenantAssetUrl } from '@wl/tenant-config';
import { drawnMarkup } from '../drawn-markup.js';
import type { FirstViewPage } from '../widget-server.js';
import { HeaderFrame } from './HeaderFrame.js';
import { headerRows } from './header-rows.js';
import { LOGO_BOX, LogoImage } from './LogoImage.js';
import type { HeaderSettings } from './settings.gen.js';

/**
 * The header as every visitor first sees it, drawn by the site server above a first view: the
 * app's `HeaderFrame` with the logo where `Header` puts it (its link and name are the app's) and
 * the menu row's frame. The other blocks (menu, account, balance, language) are the app's. None
 * when blocks stand before the logo (their width is the app's to know) or the header has no logo,
 * so the space stays empty. docs/performance.md
 */
export function headerAboveView(
  settings: HeaderSettings,
  page: Pick<FirstViewPage, 'site'>,
): string | undefined {
  const { before, hasLogo, hasMenuRow } = headerRows(settings);
  if (!hasLogo || before.length > 0) return undefined;
  return drawnMarkup(
    <HeaderFrame
      drawn
      sticky={settings.sticky}
      centred={settings.logoPosition === 'center'}
      logo={
        <span className={LOGO_BOX}>
          <LogoImage src={tenantAssetUrl(page.site.logo)} alt="" />
        </span>
      }
      menuRow={hasMenuRow ? null : undefined}
    />,
  );
}
