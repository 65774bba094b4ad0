import type { DrawResult } from '../../domain/lottery.ts';
import { formatLocalDateTime, formatUtcDateTime } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { ServerText } from '../../ui/ServerText.tsx';

/** The draws made since the panel opened, newest first. */
export function DrawHistory(props: { draws: readonly DrawResult[] }) {
  const { t } = useI18n();
  return (
    <section className="lottery-history" aria-labelledby="lottery-history-title">
      <h3 id="lottery-history-title">{t('lottery.history')}</h3>
      {props.draws.length === 0 ? (
        <p className="muted">{t('lottery.historyEmpty')}</p>
      ) : (
        <ol className="lottery-history-list">
          {props.draws.map((draw, i) => (
            <li key={draw.drawId} data-draw-id={draw.drawId}>
              <span className="muted">
                {t('lottery.historyItem', { index: props.draws.length - i })}
              </span>{' '}
              <strong>
                <bdi>
                  <ServerText text={draw.prize.name} />
                </bdi>
              </strong>{' '}
              <time
                className="muted"
                dateTime={new Date(draw.drawnAt).toISOString()}
                title={t('activity.utcTitle', { value: formatUtcDateTime(draw.drawnAt) })}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the UTC time for keyboard users.
                tabIndex={0}
              >
                {formatLocalDateTime(draw.drawnAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
