import type { SectionProps } from './section-importers.js';
import { SectionPage } from './SectionPage.js';

export default function Lottery({ titleKey }: SectionProps) {
  return <SectionPage name="Lottery" titleKey={titleKey} />;
}
