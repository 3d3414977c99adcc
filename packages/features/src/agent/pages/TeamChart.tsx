import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

export interface TeamChartDay {
  date: string;
  deposits: number;
  withdrawals: number;
  validBets: number;
  profitLoss: number;
}

/**
 * A theme colour (a CSS variable of the page, in any colour syntax the browser knows, e.g. oklch)
 * as rgba, which the chart library can read; `fallback` when the variable is missing.
 */
function themeColor(element: Element, variable: string, alpha: number, fallback: string): string {
  const value = getComputedStyle(element).getPropertyValue(variable).trim();
  const probe = document.createElement('canvas').getContext('2d');
  if (value === '' || probe === null) return fallback;
  probe.fillStyle = value;
  probe.fillRect(0, 0, 1, 1);
  const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
  return `rgba(${r ?? 0}, ${g ?? 0}, ${b ?? 0}, ${alpha})`;
}

/**
 * The team's days as a chart: deposits, withdrawals and valid bets as bars, profit and loss as a
 * line. Its own chunk (Chart.js), loaded only by the team overview.
 */
export default function TeamChart({
  days,
  formatAmount,
  decimals,
}: {
  /** Amounts in the currency's unit (read with `fromBackend`). */
  days: readonly TeamChartDay[];
  /** The money formatter, for the axis and the tooltips. */
  formatAmount: (amount: number) => string;
  /** The currency's decimals: the axis never steps by less (an empty axis shows whole amounts). */
  decimals: number;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    // The theme's own colours, so bars, line, labels and grid read on light and dark themes.
    const el = canvas.current;
    const text = themeColor(el, '--color-base-content', 0.85, 'rgba(128, 128, 128, 0.85)');
    const grid = themeColor(el, '--color-base-content', 0.15, 'rgba(128, 128, 128, 0.15)');
    const bar = (variable: string, fallback: string) => ({
      backgroundColor: themeColor(el, variable, 0.75, fallback),
      borderColor: themeColor(el, variable, 1, fallback),
      borderWidth: 1,
    });
    const line = themeColor(el, '--color-primary', 1, 'rgb(230, 180, 40)');
    const chart = new Chart(el, {
      type: 'bar',
      data: {
        labels: days.map((d) => d.date.slice(5)),
        datasets: [
          {
            label: t('agent.overview.deposits'),
            data: days.map((d) => d.deposits),
            ...bar('--color-success', 'rgb(34, 160, 90)'),
          },
          {
            label: t('agent.overview.withdrawals'),
            data: days.map((d) => d.withdrawals),
            ...bar('--color-error', 'rgb(220, 60, 60)'),
          },
          {
            label: t('agent.overview.validBets'),
            data: days.map((d) => d.validBets),
            ...bar('--color-info', 'rgb(40, 140, 220)'),
          },
          {
            type: 'line',
            label: t('agent.overview.profitLoss'),
            data: days.map((d) => d.profitLoss),
            borderColor: line,
            backgroundColor: line,
            borderWidth: 2,
            pointRadius: 2,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { labels: { boxWidth: 12, color: text } },
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label ?? ''}: ${formatAmount(item.parsed.y ?? 0)}`,
            },
          },
        },
        scales: {
          y: {
            ticks: {
              color: text,
              callback: (value) => formatAmount(Number(value)),
              precision: decimals,
              maxTicksLimit: 6,
            },
            grid: { color: grid },
          },
          x: { ticks: { color: text, maxRotation: 0, autoSkip: true }, grid: { color: grid } },
        },
      },
    });
    return () => chart.destroy();
  }, [days, t, formatAmount, decimals]);

  return (
    <div className="relative h-72 w-full min-w-0">
      <canvas ref={canvas} role="img" aria-label={t('agent.overview.chart')} />
    </div>
  );
}
