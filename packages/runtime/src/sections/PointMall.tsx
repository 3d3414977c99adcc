import type { SectionProps } from './section-importers.js';
import { SectionPage } from './SectionPage.js';

export default function PointMall({ titleKey }: SectionProps) {
  return <SectionPage name="PointMall" titleKey={titleKey} />;
}
