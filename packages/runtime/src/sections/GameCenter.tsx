import type { SectionProps } from './section-importers.js';
import { SectionPage } from './SectionPage.js';

export default function GameCenter({ titleKey }: SectionProps) {
  return <SectionPage name="GameCenter" titleKey={titleKey} />;
}
