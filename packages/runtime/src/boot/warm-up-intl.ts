/**
 * Steps that make `Intl` load the data a signed-in page's first amounts and dates need, each a
 * task of its own while the page waits for its chunks and answers. The first `Intl` format of a
 * page loads its locale data, about 60 ms of a slowed phone CPU; paid inside the render of the
 * header's balance, it lengthened the longest task of every signed-in page. Later formats of the
 * same kinds are cheap, so the money and date formatters, which keep their own, then make theirs
 * in a fraction of a millisecond (docs/performance.md). Plain `Intl` only: nothing here imports
 * the formatters, whose modules load with the layout.
 */
export function intlWarmUpSteps(htmlLang: string, currency: string): (() => void)[] {
  const moment = new Date(0);
  return [
    // The locale machinery and the page language's data.
    () => new Intl.PluralRules(htmlLang).select(1),
    // Number formats: the page's language, then the currency's (its minor unit is asked in 'en').
    () => new Intl.NumberFormat(htmlLang).format(1),
    () => currencyFormat('en', { currency }),
    () => currencyFormat(htmlLang, { currency, currencyDisplay: 'narrowSymbol' }),
    // Dates in the page's language (the next draw, results, records).
    () =>
      new Intl.DateTimeFormat(htmlLang, { dateStyle: 'long', timeStyle: 'short' }).format(moment),
  ];
}

function currencyFormat(htmlLang: string, options: Intl.NumberFormatOptions): void {
  try {
    new Intl.NumberFormat(htmlLang, { style: 'currency', ...options }).formatToParts(1);
  } catch {
    // A code Intl refuses: the formatter writes the number alone.
  }
}

/**
 * Runs each step in a task of its own, queued behind what is waiting. Not at idle: while the
 * page loads, the chunks and answers arriving leave the browser no idle period before the
 * render these steps are for.
 */
export function runInSteps(steps: readonly (() => void)[]): void {
  const [step, ...rest] = steps;
  if (step === undefined) return;
  window.setTimeout(() => {
    step();
    runInSteps(rest);
  }, 0);
}
