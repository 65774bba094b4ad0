import type { AgentPartRefs } from '../../../machines/agent.connect.ts';
import { connectAgentSection } from '../../../machines/agent-section.connect.ts';
import type { PerformancePoint } from '../../domain/agent.ts';
import { sumDecimals } from '../../domain/decimal.ts';
import { formatAmount, formatCount } from '../../domain/number-format.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useConnect } from '../../ui/actor.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PerformanceChart } from './PerformanceChart.tsx';
import { SectionFrame } from './SectionFrame.tsx';

/** The performance section's connect, made once. */
const connectPerformance = connectAgentSection('performance');

/**
 * Sums a field of the series exactly (src/domain/decimal.ts): a float sum of decimal strings
 * would show 0.30000000000000004. A value that is not a decimal makes the total unknown
 * (formatted as INVALID_AMOUNT), not silently smaller.
 */
const sum = (series: readonly PerformancePoint[], pick: (p: PerformancePoint) => string | number) =>
  sumDecimals(series.map(pick)) ?? '';

/** The agent's last days: rebates per day as a chart, with the period's totals. */
export function PerformanceSection(props: {
  section: AgentPartRefs['performance'];
  onRetry: () => void;
  /** The agent's currency, once the detail has loaded. */
  currency: string | undefined;
}) {
  const { t, locale } = useI18n();
  const view = useConnect(props.section, connectPerformance);
  const series = view.data;
  const currency = props.currency ? ` ${props.currency}` : '';
  const rebate = series
    ? formatAmount(
        sum(series, (p) => p.rebate),
        locale,
      )
    : '';
  const volume = series
    ? formatAmount(
        sum(series, (p) => p.tradeVolume),
        locale,
        { maximumFractionDigits: 2 },
      )
    : '';
  const referrals = series
    ? formatCount(
        sum(series, (p) => p.newReferrals),
        locale,
      )
    : '';
  return (
    <SectionFrame
      id="agent-performance"
      className="agent-performance"
      title={t('agent.performanceTitle', { days: series?.length ?? 30 })}
      view={view}
      onRetry={props.onRetry}
      skeleton={<Skeleton height="var(--chart-height)" radius="8px" />}
    >
      {series && series.length === 0 && <p className="muted">{t('agent.performanceEmpty')}</p>}
      {series && series.length > 0 && (
        <>
          <dl className="agent-stats">
            <div>
              <dt>{t('agent.periodRebate')}</dt>
              <dd dir="ltr">
                {rebate}
                {currency}
              </dd>
            </div>
            <div>
              <dt>{t('agent.periodVolume')}</dt>
              <dd dir="ltr">
                {volume}
                {currency}
              </dd>
            </div>
            <div>
              <dt>{t('agent.periodReferrals')}</dt>
              <dd dir="ltr">{referrals}</dd>
            </div>
          </dl>
          <PerformanceChart
            series={series}
            label={t('agent.chartLabel', { days: series.length, total: `${rebate}${currency}` })}
          />
        </>
      )}
    </SectionFrame>
  );
}
