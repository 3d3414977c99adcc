import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTenant } from '@wl/core';
import { isExternalHref, isLinkTarget } from '@wl/paths';
import type { WidgetProps } from '../define-widget.js';
import type { FooterSettings } from './settings.gen.js';

/** Footer: links, the 18+ age warning and the copyright lines (docs/product/routes.md#footer-and-side-menu). */
export default function Footer({ settings }: WidgetProps<FooterSettings>) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const year = new Date().getFullYear();
  // Only http(s) URLs and routes become links (tenant:check refuses the rest too).
  const links = settings.links.filter((link) => isLinkTarget(link.href));

  return (
    <footer
      data-widget="footer"
      className="bg-neutral px-4 py-8 text-center text-sm text-neutral-content"
    >
      {links.length > 0 && (
        <nav className="mb-4 flex flex-wrap justify-center gap-4">
          {links.map((link) =>
            isExternalHref(link.href) ? (
              <a
                key={link.href}
                href={link.href}
                className="link link-hover"
                target="_blank"
                rel="noreferrer"
              >
                {t(link.labelKey)}
              </a>
            ) : (
              <Link key={link.href} to={link.href} className="link link-hover">
                {t(link.labelKey)}
              </Link>
            ),
          )}
        </nav>
      )}
      {settings.showAgeWarning && (
        <p className="mb-3 flex items-center justify-center gap-2">
          <span className="badge badge-error font-bold" aria-hidden="true">
            18+
          </span>
          <span>{t('footer.ageWarning')}</span>
        </p>
      )}
      {settings.copyrightKey !== '' && <p>{t(settings.copyrightKey)}</p>}
      <p>{t('footer.copyright', { year, name: tenant.displayName })}</p>
    </footer>
  );
}
