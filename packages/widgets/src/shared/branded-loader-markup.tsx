import { drawnMarkup } from '../drawn-markup.js';
import { BrandedLoaderView } from './BrandedLoaderView.js';

/**
 * The app's start-up loader (`BrandedLoaderView`) as HTML, for the site server to draw into a
 * page without a first view, where the app then draws its own (node only).
 */
export function brandedLoaderMarkup(logo: string, displayName: string, label: string): string {
  return drawnMarkup(<BrandedLoaderView logo={logo} displayName={displayName} label={label} />);
}
