import type { LiveRankingRef } from '../../../machines/activity.selectors.ts';
import { connectLiveRanking } from '../../../machines/live-ranking.connect.ts';
import { formatAmount, formatCount } from '../../domain/number-format.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useConnect } from '../../ui/actor.tsx';

/**
 * The live ranking of a competition or team activity, pushed every second on the stream
 * websocket (SPEC §7 `/v1/stream`): the top places by volume, the user's own marked. Once the
 * activity has ended its last standings are the final ones, and titled so.
 */
export function LiveRanking(props: { actor: LiveRankingRef }) {
  const { t, locale } = useI18n();
  const { state, ranking } = useConnect(props.actor, connectLiveRanking);
  return (
    <section className="panel live-ranking" data-state={state} aria-labelledby="ranking-title">
      <h2 id="ranking-title" className="panel-title">
        {state === 'final' ? t('transport.ranking.finalTitle') : t('transport.ranking.title')}
      </h2>
      {state === 'waiting' || !ranking ? (
        <p className="muted" role="status">
          {t('transport.ranking.waiting')}
        </p>
      ) : (
        <table className="ranking-table">
          <caption className="muted">
            {t('transport.ranking.ranked', {
              count: formatCount(ranking.ranked, locale),
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('transport.ranking.rank')}</th>
              <th scope="col">{t('transport.ranking.trader')}</th>
              <th scope="col">{t('transport.ranking.volume')}</th>
            </tr>
          </thead>
          <tbody>
            {ranking.entries.map((entry) => (
              <tr key={entry.rank} data-self={entry.self ? 'true' : undefined}>
                <td>{entry.rank}</td>
                <td>
                  <bdi>{entry.name}</bdi>
                  {entry.self && <span className="badge"> {t('transport.ranking.you')}</span>}
                </td>
                <td dir="ltr">
                  {formatAmount(Number(entry.volume), locale, { maximumFractionDigits: 2 })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
