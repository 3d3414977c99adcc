import { AA_NON_TEXT, contrastRatio } from './colour-contrast.js';

/** The colours of a daisyUI theme the contrast rule compares brand colours with. */
export interface ThemeSurface {
  /** `--color-base-100`: the page background. */
  base100: string;
}

export interface ContrastProblem {
  /** JSON pointer into theme.json. */
  pointer: string;
  message: string;
  ratio: number;
}

const BRAND_COLOURS = ['primary'] as const;

/**
 * The contrast rule for theme.json (WCAG AA, non-text contrast): the primary colour,
 * which links, the active navigation and focus rings use on the page, against the theme's
 * background at 3:1. Text on a brand colour needs no rule: the site writes black or white on it,
 * whichever reads better, which is always above 4.5:1. Colours it cannot read are not judged.
 * Secondary and accent colours only ever fill a surface (with that black or white on it).
 */
export function themeContrastProblems(
  colors: Partial<Record<(typeof BRAND_COLOURS)[number], string>> | undefined,
  theme: string,
  surface: ThemeSurface | undefined,
): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const name of BRAND_COLOURS) {
    const colour = colors?.[name];
    if (!colour) continue;
    if (!surface) continue;
    const onPage = contrastRatio(colour, surface.base100);
    if (onPage !== null && onPage < AA_NON_TEXT) {
      problems.push({
        pointer: `/colors/${name}`,
        ratio: onPage,
        message: `${colour} has a contrast of ${onPage.toFixed(2)}:1 against the ${theme} theme's background (${surface.base100}); WCAG AA asks at least ${AA_NON_TEXT}:1 for links and controls`,
      });
    }
  }
  return problems;
}
