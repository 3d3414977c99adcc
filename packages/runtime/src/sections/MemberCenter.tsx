import type { SectionProps } from './section-importers.js';
import { SectionPage } from './SectionPage.js';

export default function MemberCenter({ titleKey }: SectionProps) {
  return <SectionPage name="MemberCenter" titleKey={titleKey} />;
}
