import { type ReactNode, useCallback, useMemo } from 'react';
import type { AgentPartRefs } from '../../../machines/agent.connect.ts';
import { connectAgentList } from '../../../machines/agent-list.connect.ts';
import type { RebateRow, ReferralRow } from '../../domain/agent.ts';
import type { AgentListName } from '../../domain/agent-dashboard.ts';
import { formatAmount, formatCount } from '../../domain/number-format.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { Translate } from '../../i18n/translator.ts';
import { useConnect } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';
import { LocalTime } from '../../ui/LocalTime.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { agentFailureText } from './agent-failure.ts';
import { SectionFrame } from './SectionFrame.tsx';
import { VirtualRows } from './VirtualRows.tsx';

/** Trade volumes are read at a glance: two decimals are enough in a list. */
const VOLUME_DIGITS = { maximumFractionDigits: 2 };

function rebateCells(row: RebateRow, locale: string): ReactNode {
  return (
    <>
      <td>
        <LocalTime stacked focusable={false} at={row.createdAt} />
      </td>
      <td dir="ltr">{row.referralUid}</td>
      <td className="num" dir="ltr">
        {formatAmount(row.tradeVolume, locale, VOLUME_DIGITS)}
      </td>
      <td className="num" dir="ltr">
        <span className="stack-part">{formatAmount(row.rebate, locale)}</span>{' '}
        <span className="stack-part muted">{row.currency}</span>
      </td>
    </>
  );
}

function referralCells(row: ReferralRow, locale: string, t: Translate): ReactNode {
  return (
    <>
      <td className="stack">
        <bdi>{row.maskedName}</bdi>
        <span className="muted" dir="ltr">
          {row.uid}
        </span>
      </td>
      <td>
        <LocalTime stacked focusable={false} at={row.registeredAt} />
      </td>
      <td className="stack">
        <span>{row.kycPassed ? t('agent.kycPassed') : t('agent.kycPending')}</span>
        <span className="muted">
          {row.firstDepositAt === undefined ? t('agent.noDeposit') : t('agent.deposited')}
        </span>
      </td>
      <td className="num" dir="ltr">
        {formatAmount(row.tradeVolume, locale, VOLUME_DIGITS)}
      </td>
    </>
  );
}

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
