import { useMemo } from 'react';
import { htmlLangOf, useCurrentLanguage } from '@wl/core';

/** Points in the conventions of the UI language (grouped; rates such as 0.001 points per unit keep their decimals). */
export function usePointsFormat(): (points: number) => string {
  const language = useCurrentLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(htmlLangOf(language), { maximumFractionDigits: 6 });
    return (points) => format.format(points);
  }, [language]);
}
