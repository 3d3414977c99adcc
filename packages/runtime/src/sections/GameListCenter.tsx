import type { SectionProps } from './section-importers.js';
import { SectionPage } from './SectionPage.js';

export default function GameListCenter({ titleKey }: SectionProps) {
  return <SectionPage name="GameListCenter" titleKey={titleKey} />;
}
