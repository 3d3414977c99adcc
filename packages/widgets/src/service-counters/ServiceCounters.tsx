import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../define-widget.js';
import type { ServiceCountersSettings } from './settings.gen.js';
import { useCountUp } from './use-count-up.js';

/**
 * Service figures counting up (docs/product/routes.md#home). Each number has a fixed width, so
 * nothing moves while it counts; screen readers get the final figure only.
 */
export default function ServiceCounters({ settings }: WidgetProps<ServiceCountersSettings>) {
  const { t } = useTranslation();
  const [ref, values] = useCountUp(settings.items.map((item) => item.value));
  return (
    <section
      ref={ref}
      data-widget="service-counters"
      className="mx-auto w-full max-w-7xl px-4 py-10"
    >
      <h2 className="text-center text-2xl font-bold">{t(settings.titleKey)}</h2>
      <dl className="mt-6 grid grid-cols-2 gap-6 md:grid-cols-4">
        {settings.items.map((item, index) => {
          const unit = item.unitKey ? t(item.unitKey) : '';
          return (
            <div
              key={item.labelKey}
              className="flex flex-col-reverse items-center gap-2 text-center"
            >
              <dt className="text-sm opacity-80">{t(item.labelKey)}</dt>
              <dd className="text-4xl font-bold text-primary">
                <span
                  aria-hidden="true"
                  data-counter={item.value}
                  className="inline-block tabular-nums"
                  style={{ minWidth: `${String(item.value).length}ch` }}
                >
                  {values[index] ?? item.value}
                </span>
                <span aria-hidden="true" className="ms-1 text-lg">
                  {unit}
                </span>
                <span className="sr-only">{`${item.value} ${unit}`.trim()}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
