import type { SectionProps } from './section-importers.js';
import { SectionPage } from './SectionPage.js';

export default function Seamless({ titleKey }: SectionProps) {
  return <SectionPage name="Seamless" titleKey={titleKey} />;
}
