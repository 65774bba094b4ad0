import type { PerformancePoint } from '../../domain/agent.ts';
import { formatAmount } from '../../domain/number-format.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';

const WIDTH = 600;
const HEIGHT = 180;
const PAD_TOP = 12;
const PAD_BOTTOM = 24;
const GAP = 2;

/** The day's rebate as a number (0 for a value that is not one). */
const rebateOf = (p: PerformancePoint) => {
  const n = Number(p.rebate);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** The bars of a series: x, width, height and y in the chart's own units. */
export function chartBars(series: readonly PerformancePoint[]) {
  const max = Math.max(0, ...series.map(rebateOf));
  const slot = series.length === 0 ? 0 : WIDTH / series.length;
  const plot = HEIGHT - PAD_TOP - PAD_BOTTOM;
  return series.map((point, i) => {
    const height = max === 0 ? 0 : (rebateOf(point) / max) * plot;
    return {
      point,
      x: i * slot + GAP / 2,
      width: Math.max(1, slot - GAP),
      height,
      y: HEIGHT - PAD_BOTTOM - height,
    };
  });
}

/**
 * Rebates per day as bars, drawn in SVG (no chart library). Time runs left to right in every
 * language, as on the exchange's charts; the numbers are given in text beside the chart.
 */
export function PerformanceChart(props: { series: readonly PerformancePoint[]; label: string }) {
  const { t, locale } = useI18n();
  const bars = chartBars(props.series);
  const first = props.series[0]?.day;
  const last = props.series.at(-1)?.day;
  return (
    <figure className="performance-chart" dir="ltr">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={props.label}
        preserveAspectRatio="none"
        className="performance-svg"
      >
        <line
          className="chart-axis"
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - PAD_BOTTOM}
          y2={HEIGHT - PAD_BOTTOM}
        />
        {bars.map((bar) => (
          <rect
            key={bar.point.day}
            className="chart-bar"
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
          >
            <title>
              {t('agent.chartBarTitle', {
                day: bar.point.day,
                rebate: formatAmount(bar.point.rebate, locale),
              })}
            </title>
          </rect>
        ))}
      </svg>
      {first && last && (
        <figcaption className="chart-range muted">
          <span>{first}</span>
          <span>{last}</span>
        </figcaption>
      )}
    </figure>
  );
}
