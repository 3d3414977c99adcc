/**
 * The contrast rule for theme.json, one owner for `tenant:check` and the tenant studio's live
 * badge: WCAG ratios of the colour notations theme.json uses, and the brand colours' contrast
 * against the daisyUI theme's page background. Apart from the package's main entry, so a player's
 * page never loads daisyUI's theme table.
 */
export { AA_NON_TEXT, contrastRatio, relativeLuminance } from './colour-contrast.js';
export {
  themeContrastProblems,
  type ContrastProblem,
  type ThemeSurface,
} from './theme-contrast.js';
export { themeSurface } from './theme-surfaces.js';
