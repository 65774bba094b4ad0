import type { TaskRef } from '../../../machines/task-list.selectors.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useQuantityFormat } from '../../i18n/use-quantity-format.ts';
import { sumDecimals } from './decimal-sum.ts';
import { useTaskCompletions } from './use-task-completions.ts';

/**
 * Team activities: the exchange has no team call yet, so this adds up the trader's own tasks
 * per unit and says plainly that it is their progress, not the team's.
 */
export function TeamProgress(props: { refs: readonly TaskRef[] }) {
  const { t } = useI18n();
  const format = useQuantityFormat();
  const completions = useTaskCompletions(props.refs);
  const units = [...new Set(completions.map((c) => c.unit))];
  const totals = units.map((unit) => ({
    unit,
    total: sumDecimals(completions.filter((c) => c.unit === unit).map((c) => c.progress)),
  }));
  return (
    <section className="team-progress" aria-labelledby="team-title" data-state="yours">
      <h3 id="team-title" className="subsection-title">
        {t('detail.teamTitle')}
      </h3>
      <p className="muted">{t('detail.teamHonest')}</p>
      <dl className="team-totals">
        <dt>{t('detail.teamYours')}</dt>
        {totals.length === 0 ? (
          <dd>{t('detail.teamNoSum')}</dd>
        ) : (
          totals.map(({ unit, total }) => (
            <dd key={unit}>
              <span dir="auto">
                {format.quantity(total ?? '0', unit)} {format.unit(unit, total ?? '0')}
              </span>
            </dd>
          ))
        )}
      </dl>
      <p className="muted">{t('detail.teamMembers')}</p>
    </section>
  );
}
