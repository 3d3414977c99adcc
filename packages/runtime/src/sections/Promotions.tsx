import type { SectionProps } from './section-importers.js';
import { SectionPage } from './SectionPage.js';

export default function Promotions({ titleKey }: SectionProps) {
  return <SectionPage name="Promotions" titleKey={titleKey} />;
}
