import { useCallback, useMemo } from 'react';
import type { AgentPartRefs } from '../../../machines/agent.connect.ts';
import { connectAgentList } from '../../../machines/agent-list.connect.ts';
import type { RebateRow, ReferralRow } from '../../domain/agent.ts';
import type { AgentListName } from '../../domain/agent-dashboard.ts';
import { formatCount } from '../../domain/number-format.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { Translate } from '../../i18n/translator.ts';
import { useConnect } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { agentFailureText } from './agent-failure.ts';
import { rebateCells, referralCells } from './agent-list-cells.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { VirtualRows } from './VirtualRows.tsx';

/** Titles and columns of each list. */
function listText(list: AgentListName, t: Translate) {
  return list === 'rebates'
    ? {
        title: t('agent.rebatesTitle'),
        empty: t('agent.rebatesEmpty'),
        columns: [
          t('agent.colTime'),
          t('agent.colReferral'),
          t('agent.colVolume'),
          t('agent.colRebate'),
        ],
      }
    : {
        title: t('agent.referralsTitle'),
        empty: t('agent.referralsEmpty'),
        columns: [
          t('agent.colUser'),
          t('agent.colJoined'),
          t('agent.colStatus'),
          t('agent.colVolume'),
        ],
      };
}

/**
 * The rebate or referral list: up to 10,000 rows, of which the page the user scrolls to is
 * loaded (50 rows, one call, however far), virtualised so that only the rows in view are in
 * the page.
 */
export function AgentListSection<K extends AgentListName>(props: {
  list: K;
  listRef: AgentPartRefs[K];
  onLoadPage: (list: K, pageIndex: number) => void;
  onRetry: (list: K) => void;
}) {
  const { t, locale } = useI18n();
  const { list, listRef, onLoadPage, onRetry } = props;
  const connect = useMemo(() => connectAgentList(list), [list]);
  const view = useConnect(listRef, connect);
  const { rows, capacity: count, pageSize } = view;
  const loadPage = useCallback(
    (pageIndex: number) => onLoadPage(list, pageIndex),
    [onLoadPage, list],
  );
  // Both keep their identity between renders, so rows still in view are not drawn again.
  const text = useMemo(() => listText(list, t), [list, t]);
  const renderCells = useCallback(
    (row: RebateRow | ReferralRow) =>
      list === 'rebates'
        ? rebateCells(row as RebateRow, locale)
        : referralCells(row as ReferralRow, locale, t),
    [list, locale, t],
  );
  const shown = view.isShown;

  return (
    <SectionFrame
      id={`agent-${list}`}
      className={`agent-list agent-list-${list}`}
      title={text.title}
      view={view}
      onRetry={() => onRetry(list)}
      skeleton={<Skeleton height="var(--vtable-height)" radius="8px" />}
      aside={
        shown && (
          <span className="count" dir="ltr">
            {t('agent.rowCount', {
              loaded: formatCount(view.loaded, locale),
              total: formatCount(view.total, locale),
            })}
          </span>
        )
      }
    >
      {view.isEmpty && <p className="muted">{text.empty}</p>}
      {shown && (
        <VirtualRows
          label={text.title}
          scrollLabel={t('agent.scrollLabel', { list: text.title })}
          columns={text.columns}
          rows={rows}
          count={count}
          pageSize={pageSize}
          onLoadPage={loadPage}
          rowKey={(row) => row.id}
          renderCells={renderCells}
        />
      )}
      {view.isPageFailed && (
        <div className="notice notice-error" role="alert">
          <p>{agentFailureText(t, view.failure)}</p>
          <Button disabled={!view.canRetry} onClick={() => onRetry(list)}>
            {t('agent.retry')}
          </Button>
        </div>
      )}
    </SectionFrame>
  );
}
