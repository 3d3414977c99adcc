import { useEffect, useState } from 'react';
import { useCurrentLanguage } from '@wl/core';
import type { LanguageCode } from '@wl/tenant-config';
import { clockText } from './agent-clock.js';
import { AgentClockView } from './AgentClockView.js';
import { gmtOffset } from './gmt-offset.js';

/**
 * The current time, moving every second; null until the first tick, which comes in a task of
 * its own right after the centre's first render (making the clock's first date format is one of
 * the longest steps of that render on a phone: docs/performance.md).
 */
function useNow(language: LanguageCode): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    // The format is made in the timer's task, before React is asked to render the time.
    const first = setTimeout(() => {
      clockText(new Date(), language);
      tick();
    }, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [language]);
  return now;
}

/**
 * The agent centre header's time zone as a GMT offset and its live clock; only this re-renders
 * each second. docs/product/agent.md#agent-centre-header
 */
export function AgentClock() {
  const language = useCurrentLanguage();
  const now = useNow(language);
  return (
    <AgentClockView
      gmt={gmtOffset(now ?? new Date())}
      clock={now ? clockText(now, language) : ''}
      dateTime={now?.toISOString()}
    />
  );
}
