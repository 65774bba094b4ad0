import type { PriceChartRef } from '../../../machines/activity.selectors.ts';
import { connectPriceChart } from '../../../machines/price-chart.connect.ts';
import { formatAmount } from '../../domain/number-format.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useConnect } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { chartGeometry } from './chart-geometry.ts';

const WIDTH = 600;
const HEIGHT = 180;

/** The featured pair's 1-minute price line (SPEC §7 kline), moved live by market pushes. */
export function PriceChart(props: { actor: PriceChartRef; pair: string }) {
  const { t, locale } = useI18n();
  const { state, candles, failure, canRetry, retry } = useConnect(props.actor, connectPriceChart);
  const pair = props.pair.replace('_', '/');
  const geometry = chartGeometry(candles, WIDTH, HEIGHT);
  const price = (n: number) => formatAmount(n, locale, { maximumFractionDigits: 4 });
  const change = geometry && geometry.first !== 0 ? (geometry.last / geometry.first - 1) * 100 : 0;

  return (
    <section className="panel price-chart" data-state={state} aria-labelledby="chart-title">
      <h2 id="chart-title" className="panel-title">
        {t('chart.title', { pair })}
      </h2>
      {state === 'fetching' && (
        <div aria-busy="true">
          <p className="muted" role="status">
            {t('chart.loading')}
          </p>
          <Skeleton height="var(--chart-height)" radius="8px" />
        </div>
      )}
      {state === 'failed' && (
        <div className="notice notice-error" role="alert">
          <p>
            {t('chart.failed')} {failureText(t, failure)}
          </p>
          <Button disabled={!canRetry} onClick={retry}>
            {t('chart.retry')}
          </Button>
        </div>
      )}
      {state === 'live' && !geometry && <p className="notice">{t('chart.empty')}</p>}
      {state === 'live' && geometry && (
        <>
          <dl className="chart-facts">
            <div>
              <dt>{t('chart.last')}</dt>
              <dd dir="ltr">{price(geometry.last)}</dd>
            </div>
            <div>
              <dt>{t('chart.change')}</dt>
              <dd dir="ltr" className={change >= 0 ? 'up' : 'down'}>
                {`${change >= 0 ? '+' : ''}${formatAmount(change, locale, { maximumFractionDigits: 2 })}%`}
              </dd>
            </div>
          </dl>
          {/* Charts read left to right in every locale: time runs from left to right. */}
          <div className="chart-frame" dir="ltr">
            <svg
              className="chart-svg"
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              role="img"
              aria-label={t('chart.summary', {
                pair,
                count: candles.length,
                low: price(geometry.low),
                high: price(geometry.high),
                last: price(geometry.last),
              })}
            >
              <path className="chart-area" d={geometry.area} />
              <path className="chart-line" d={geometry.line} vectorEffect="non-scaling-stroke" />
            </svg>
            <div className="chart-scale" aria-hidden="true">
              <span>{price(geometry.high)}</span>
              <span>{price(geometry.low)}</span>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
