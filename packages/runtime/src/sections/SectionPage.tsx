import { useTranslation } from 'react-i18next';
import { useTenant } from '@wl/core';
import { PageRenderer } from '@wl/widgets';
import { ComingSoon } from '../pages/ComingSoon.js';
import { sectionPageName, type SectionName } from './section-names.js';

/**
 * The common frame of a section: its translated title, then the tenant's
 * `pages/<sectionPageName>.json` when there is one, else "coming soon".
 */
export function SectionPage({ name, titleKey }: { name: SectionName; titleKey: string }) {
  const { t } = useTranslation();
  const page = useTenant().pages[sectionPageName(name)];
  const title = t(titleKey);
  return (
    <section data-section={name} className="mx-auto w-full max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">{title}</h1>
      {page ? <PageRenderer page={page} /> : <ComingSoon title={title} />}
    </section>
  );
}
