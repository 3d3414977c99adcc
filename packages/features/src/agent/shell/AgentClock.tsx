import { useEffect, useState } from 'react';
import { useCurrentLanguage } from '@wl/core';
import { htmlLangOf } from '@wl/tenant-config';
import { AgentClockView } from './AgentClockView.js';
import { gmtOffset } from './gmt-offset.js';

/** The clock's date format of each language, made once: making one is slow on a phone. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(lang: string): Intl.DateTimeFormat {
  let format = clockFormats.get(lang);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium' });
    clockFormats.set(lang, format);
  }
  return format;
}

/**
 * The current time, moving every second; null until the first tick, which comes in a task of
 * its own right after the centre's first render (making the clock's first date format is one of
 * the longest steps of that render on a phone: docs/performance.md).
 */
function useNow(lang: string): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    // The format is made in the timer's task, before React is asked to render the time.
    const first = setTimeout(() => {
      clockFormat(lang);
      tick();
    }, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [lang]);
  return now;
}

/**
 * The agent centre header's time zone as a GMT offset and its live clock; only this re-renders
 * each second. docs/product/agent.md#agent-centre-header
 */
export function AgentClock() {
  const lang = htmlLangOf(useCurrentLanguage());
  const now = useNow(lang);
  return (
    <AgentClockView
      gmt={gmtOffset(now ?? new Date())}
      clock={now ? clockFormat(lang).format(now) : ''}
      dateTime={now?.toISOString()}
    />
  );
}
