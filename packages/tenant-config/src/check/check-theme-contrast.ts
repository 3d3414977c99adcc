import { themeContrastProblems } from '../contrast/theme-contrast.js';
import { themeSurface } from '../contrast/theme-surfaces.js';
import type { ThemeFile } from '../types.js';
import type { ErrorSink, TenantView } from './tenant-view.js';

/**
 * The contrast rule (docs/product/accessibility.md#contrast): the primary colour against the daisyUI
 * theme's page background. The message names the tenant's own theme.json when it sets either of
 * the two, else the file that holds the colour.
 */
export function checkThemeContrast(view: TenantView, sink: ErrorSink, theme: ThemeFile): void {
  const problems = themeContrastProblems(
    theme.colors,
    theme.daisyTheme,
    themeSurface(theme.daisyTheme),
  );
  for (const problem of problems) {
    const byTenant =
      view.overrides('theme.json', problem.pointer) || view.overrides('theme.json', '/daisyTheme');
    const file = byTenant
      ? view.ownPath('theme.json')
      : view.fileFor('theme.json', problem.pointer);
    sink.add(file, problem.pointer, problem.message);
  }
}
