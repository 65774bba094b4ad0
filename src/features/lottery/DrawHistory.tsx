import type { DrawResult } from '../../domain/lottery.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { LocalTime } from '../../ui/LocalTime.tsx';
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
              <LocalTime at={draw.drawnAt} className="muted" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
