/** The lazily loaded sections of the app (SPEC §2), each its own chunk. */
export const SECTION_NAMES = [
  'Promotions',
  'Lottery',
  'MemberCenter',
  'PointMall',
  'Seamless',
  'GameListCenter',
  'GameCenter',
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

/** Tenant page shown inside a section when present: `pages/<pageName>.json`, e.g. pointMall. */
export function sectionPageName(section: SectionName): string {
  return section.charAt(0).toLowerCase() + section.slice(1);
}
