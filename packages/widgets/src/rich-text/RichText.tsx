import { useTranslation } from 'react-i18next';
import { useTenant } from '@wl/core';
import type { WidgetProps } from '../define-widget.js';
import type { RichTextSettings } from './settings.gen.js';

/** Translated text with an optional heading; a blank line starts a new paragraph. */
export default function RichText({ settings }: WidgetProps<RichTextSettings>) {
  const { t } = useTranslation();
  const { displayName } = useTenant();
  const paragraphs = t(settings.bodyKey, { name: displayName })
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

  return (
    // Aligned with the page's other blocks; the lines stay short enough to read.
    <section data-widget="rich-text" className="mx-auto w-full max-w-7xl px-4 py-10">
      {settings.headingKey !== undefined && (
        <h2 className="mb-4 text-2xl font-semibold">
          {t(settings.headingKey, { name: displayName })}
        </h2>
      )}
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="mb-3 max-w-3xl whitespace-pre-line leading-relaxed">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
