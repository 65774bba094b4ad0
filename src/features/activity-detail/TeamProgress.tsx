import type { TaskRef } from '../../../machines/task-list.selectors.ts';
import { sumDecimals } from '../../domain/decimal.ts';
import type { TeamStanding, TeamTotal } from '../../domain/team.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useQuantityFormat } from '../../i18n/use-quantity-format.ts';
import { useTaskCompletions } from './use-task-completions.ts';

function Totals(props: { label: string; field: string; totals: readonly TeamTotal[] }) {
  const { t } = useI18n();
  const format = useQuantityFormat();
  return (
    <dl className="team-totals" data-field={props.field}>
      <dt>{props.label}</dt>
      {props.totals.length === 0 ? (
        <dd>{t('detail.teamNoSum')}</dd>
      ) : (
        props.totals.map(({ unit, amount }) => (
          <dd key={unit}>
            <span dir="auto">
              {format.quantity(amount, unit)} {format.unit(unit, amount)}
            </span>
          </dd>
        ))
      )}
    </dl>
  );
}

/**
 * Team activities: the user's team (its name, members and totals, from the task list's
 * answer) and, beside it, the user's own share: the sum of their tasks per unit. Before the
 * user joins there is no team yet, and the view says how to get one.
 */
export function TeamProgress(props: { team: TeamStanding | undefined; refs: readonly TaskRef[] }) {
  const { t } = useI18n();
  const format = useQuantityFormat();
  const { team } = props;
  const completions = useTaskCompletions(props.refs);
  const units = [...new Set(completions.map((c) => c.unit))];
  const yours = units.map((unit) => ({
    unit,
    amount: sumDecimals(completions.filter((c) => c.unit === unit).map((c) => c.progress)) ?? '0',
  }));
  return (
    <section
      className="team-progress"
      aria-labelledby="team-title"
      data-state={team ? 'team' : 'notJoined'}
    >
      <h3 id="team-title" className="subsection-title">
        {t('detail.teamTitle')}
      </h3>
      {team ? (
        <>
          <p className="team-name">
            <strong dir="auto">{team.name}</strong>{' '}
            <span className="muted" data-field="members">
              {t('flows.teamMembers', { count: format.count(team.members) })}
            </span>
          </p>
          <Totals label={t('flows.teamTotals')} field="team" totals={team.totals} />
        </>
      ) : (
        <p className="muted">{t('flows.teamNotJoined')}</p>
      )}
      <Totals label={t('flows.teamYours')} field="yours" totals={yours} />
      <p className="muted">{t('detail.teamMembers')}</p>
    </section>
  );
}
