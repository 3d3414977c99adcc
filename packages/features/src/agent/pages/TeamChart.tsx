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
 * The team's days as a chart: deposits, withdrawals and valid bets as bars, profit and loss as a
 * line. Its own chunk (Chart.js), loaded only by the team overview.
 */
export default function TeamChart({
  days,
  formatAmount,
}: {
  days: readonly TeamChartDay[];
  /** Amounts in the merchant's currency, for the axis and the tooltips. */
  formatAmount: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: days.map((d) => d.date.slice(5)),
        datasets: [
          { label: t('agent.overview.deposits'), data: days.map((d) => d.deposits) },
          { label: t('agent.overview.withdrawals'), data: days.map((d) => d.withdrawals) },
          { label: t('agent.overview.validBets'), data: days.map((d) => d.validBets) },
          {
            type: 'line',
            label: t('agent.overview.profitLoss'),
            data: days.map((d) => d.profitLoss),
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { labels: { boxWidth: 12 } },
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label ?? ''}: ${formatAmount(item.parsed.y ?? 0)}`,
            },
          },
        },
        scales: {
          y: { ticks: { callback: (value) => formatAmount(Number(value)), maxTicksLimit: 6 } },
          x: { ticks: { maxRotation: 0, autoSkip: true } },
        },
      },
    });
    return () => chart.destroy();
  }, [days, t, formatAmount]);

  return (
    <div className="relative h-72 w-full min-w-0">
      <canvas ref={canvas} role="img" aria-label={t('agent.overview.chart')} />
    </div>
  );
}
