import { defineWidgetServer } from '../widget-server.js';
import { headerAboveView } from './first-view.js';
import type { HeaderSettings } from './settings.gen.js';

/** The header's logo row drawn above a page's first view, so the logo paints with the HTML. */
export default defineWidgetServer<HeaderSettings>({
  aboveView: (settings, page) => headerAboveView(settings, page),
});
