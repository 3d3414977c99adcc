import type { ComponentType } from 'react';
import type { SectionName } from './section-names.js';

/** Props every section receives from its route. */
export interface SectionProps {
  /** Translation key of the page title (e.g. sections.gameCenter, sections.cockfight). */
  titleKey: string;
}

export type SectionImporter = () => Promise<{ default: ComponentType<SectionProps> }>;

/** One dynamic import per section: each section is its own chunk. */
export const SECTION_IMPORTERS: Record<SectionName, SectionImporter> = {
  Promotions: () => import('./Promotions.js'),
  Lottery: () => import('./Lottery.js'),
  MemberCenter: () => import('./MemberCenter.js'),
  PointMall: () => import('./PointMall.js'),
  Seamless: () => import('./Seamless.js'),
  GameListCenter: () => import('./GameListCenter.js'),
  GameCenter: () => import('./GameCenter.js'),
};
