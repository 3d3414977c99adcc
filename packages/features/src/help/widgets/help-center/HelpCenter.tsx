import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useHelpCenter } from '@wl/core';
import { InlineLoader, MainScreen, RetryAlert, type WidgetProps } from '@wl/widgets';
import { SanitizedHtml } from '@wl/widgets/sanitized-html';
import type { HelpCenterSettings } from './settings.gen.js';

/**
 * The help centre (/help, /helpmc): the categories of the help-centre call, then the chosen
 * category's articles, each opening its text (backend HTML, sanitized).
 * docs/product/member.md#help-centre
 */
export default function HelpCenter({ settings }: WidgetProps<HelpCenterSettings>) {
  const { t } = useTranslation();
  const { data, error, mutate } = useHelpCenter();
  const [chosen, setChosen] = useState<number>();
  const title = t(settings.titleKey);

  if (error) {
    return (
      <MainScreen widget="help-center" title={title}>
        <RetryAlert message={errorMessage(error, t)} onRetry={() => void mutate()} />
      </MainScreen>
    );
  }
  if (!data) {
    return (
      <MainScreen widget="help-center" title={title}>
        <InlineLoader />
      </MainScreen>
    );
  }
  const category = data.find((c) => c.id === chosen) ?? data[0];
  return (
    <MainScreen widget="help-center" title={title}>
      {category === undefined ? (
        <p>{t('help.empty')}</p>
      ) : (
        <div className="flex flex-col gap-6 md:flex-row">
          <nav aria-label={t('help.categories')} className="md:w-56">
            <ul className="flex flex-wrap gap-2 md:flex-col">
              {data.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className={`btn btn-sm w-full justify-start ${c.id === category.id ? 'btn-primary' : 'btn-ghost'}`}
                    aria-pressed={c.id === category.id}
                    onClick={() => setChosen(c.id)}
                  >
                    {c.category}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="help-category" className="flex-1">
            <h2 id="help-category" className="mb-3 text-xl font-semibold">
              {category.category}
            </h2>
            <div className="flex flex-col gap-2">
              {category.articles.map((article) => (
                <details key={article.id} className="collapse-arrow bg-base-200 collapse">
                  <summary className="collapse-title font-medium">{article.title}</summary>
                  <div className="collapse-content">
                    <SanitizedHtml html={article.content} className="prose max-w-none" />
                  </div>
                </details>
              ))}
            </div>
          </section>
        </div>
      )}
    </MainScreen>
  );
}
