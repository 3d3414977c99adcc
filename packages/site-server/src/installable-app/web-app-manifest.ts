import { htmlLangOf, tenantAssetUrl, textDirectionOf, type TenantConfig } from '@wl/tenant-config';

/** One icon of a web app manifest. */
export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

/** The web app manifest fields the site fills (https://www.w3.org/TR/appmanifest/). */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** The colour of the browser bar and the installed app's title bar: the brand's primary colour. */
export function themeColorOf(tenant: TenantConfig): string {
  return tenant.theme.colors.primary ?? tenant.theme.app?.backgroundColor ?? '#ffffff';
}

/**
 * A tenant's web app manifest: its names, language, colours and home-screen icons (theme.json
 * `app`), opening on `/` in its own window. docs/architecture.md#installable-app
 */
export function webAppManifest(tenant: TenantConfig): WebAppManifest {
  const { app } = tenant.theme;
  const language = tenant.tenant.languages.default;
  const icon = (path: string, size: number, purpose: ManifestIcon['purpose']): ManifestIcon => ({
    src: tenantAssetUrl(path),
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: tenant.tenant.displayName,
    short_name: app?.shortName ?? tenant.tenant.displayName,
    lang: htmlLangOf(language),
    dir: textDirectionOf(language),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColorOf(tenant),
    background_color: app?.backgroundColor ?? '#ffffff',
    icons: app
      ? [
          icon(app.icons.icon192, 192, 'any'),
          icon(app.icons.icon512, 512, 'any'),
          icon(app.icons.maskable512, 512, 'maskable'),
        ]
      : [],
  };
}
