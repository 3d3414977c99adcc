/**
 * Settings JSON Schema of every widget, keyed by widget type (tenant:check validates each
 * section's settings against these). Plain JSON imports: safe for Node and never part of the
 * browser's entry chunk (PageRenderer loads this module lazily for the defaults).
 */
import blocked from './blocked/schema.json';
import footer from './footer/schema.json';
import header from './header/schema.json';
import hero from './hero/schema.json';
import maintenance from './maintenance/schema.json';
import richText from './rich-text/schema.json';
import sideMenu from './side-menu/schema.json';

export const widgetSchemas: Record<string, Record<string, unknown>> = {
  header,
  'side-menu': sideMenu,
  footer,
  hero,
  'rich-text': richText,
  maintenance,
  blocked,
};
