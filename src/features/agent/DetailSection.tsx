import type { AgentPartRefs } from '../../../machines/agent.connect.ts';
import { connectAgentSection } from '../../../machines/agent-section.connect.ts';
import { formatAmount, formatCount, formatPercent } from '../../domain/number-format.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useConnect } from '../../ui/actor.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { CopyCode } from './CopyCode.tsx';
import { SectionFrame } from './SectionFrame.tsx';

/** The detail section's connect, made once. */
const connectDetail = connectAgentSection('detail');

/** The agent's level, rebate rate, invite code (with copy) and totals. */
export function DetailSection(props: { section: AgentPartRefs['detail']; onRetry: () => void }) {
  const { t, locale } = useI18n();
  const view = useConnect(props.section, connectDetail);
  const detail = view.data;
  return (
    <SectionFrame
      id="agent-detail"
      className="agent-detail"
      title={t('agent.detailTitle')}
      view={view}
      onRetry={props.onRetry}
      skeleton={
        <Skeleton
          className="agent-detail-skeleton"
          height="var(--agent-detail-height)"
          radius="8px"
        />
      }
    >
      {detail && (
        <div className="agent-detail-body">
          <p className="agent-name">
            {detail.name}{' '}
            <span className="tag agent-level">{t('agent.level', { level: detail.level })}</span>
          </p>
          <dl className="agent-stats">
            <div>
              <dt>{t('agent.rebateRate')}</dt>
              <dd dir="ltr">{formatPercent(detail.rebateRate, locale)}</dd>
            </div>
            <div>
              <dt>{t('agent.totalReferrals')}</dt>
              <dd dir="ltr">{formatCount(detail.totalReferrals, locale)}</dd>
            </div>
            <div>
              <dt>{t('agent.totalRebate')}</dt>
              <dd dir="ltr">
                {formatAmount(detail.totalRebate, locale)} {detail.currency}
              </dd>
            </div>
          </dl>
          <CopyCode code={detail.inviteCode} label={t('agent.inviteCode')} />
        </div>
      )}
    </SectionFrame>
  );
}
