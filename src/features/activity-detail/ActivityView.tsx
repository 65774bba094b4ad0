import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { connectActivity } from '../../../machines/activity.connect.ts';
import type {
  ActivityApplyRef,
  ActivityRef,
  TaskListRef,
} from '../../../machines/activity.selectors.ts';
import { selectApplyState } from '../../../machines/activity-apply.selectors.ts';
import type { countdownMachine } from '../../../machines/countdown.machine.ts';
import { connectTaskList } from '../../../machines/task-list.connect.ts';
import type { TaskRef } from '../../../machines/task-list.selectors.ts';
import { type ActivityStage, ActivityType } from '../../domain/activity.ts';
import type { ActivityDetail } from '../../domain/activity-detail.ts';
import { isTeamActivity } from '../../domain/team.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useConnect } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';
import { ActivityHero } from './ActivityHero.tsx';
import { AirdropPrizePanel } from './AirdropPrizePanel.tsx';
import { CopyTradingLinks } from './CopyTradingLinks.tsx';
import { EnrolmentPanel } from './EnrolmentPanel.tsx';
import { EventIntro } from './EventGate.tsx';
import { LiveRanking } from './LiveRanking.tsx';
import { PriceChart } from './PriceChart.tsx';
import { RewardTiers } from './RewardTiers.tsx';
import { RulesPanel } from './RulesPanel.tsx';
import { StageCountdown } from './StageCountdown.tsx';
import { TaskList } from './TaskList.tsx';
import { TeamProgress } from './TeamProgress.tsx';

/** Tier thresholds are trading volume, which the exchange counts in its quote currency. */
const TIER_UNIT = 'USDT';

/** When an upcoming lottery opens its draws. */
export interface LotteryOpening {
  /** The exchange's start time, shown as a date. */
  at: number;
  /** The same moment on the local clock, for the countdown. */
  until: number;
}

export interface ActivityViewProps {
  actor: ActivityRef;
  inApp: boolean;
  countdownLogic: typeof countdownMachine;
  now: () => number;
  onLogin: () => void;
  /**
   * The lottery (another feature), given the activity and, while it is upcoming, when its
   * draws open: the exchange's start time and the same moment on the local clock.
   */
  lotterySlot?: (activityId: number, opening?: LotteryOpening, ended?: boolean) => ReactNode;
  /**
   * The share poster (another feature), given the activity it invites to: offered while the
   * activity is upcoming or running, never once it has ended.
   */
  shareSlot?: (activityId: number, title: string) => ReactNode;
}

/** The page once the detail is shown: hero, enrolment, tasks, chart, tiers and rules. */
export function ActivityView(props: ActivityViewProps) {
  const { t } = useI18n();
  const { actor } = props;
  const api = useConnect(actor, connectActivity);
  // `ready` always has the detail and a stage.
  const detail = api.detail as ActivityDetail;
  const stage = api.stage as ActivityStage;
  const { until, apply: applyRef, taskList, chart, ranking, airdropPrize, eventGate } = api;
  const refreshFailure = api.failure;
  const isLottery = detail.type === ActivityType.Lottery;

  const main = (tasks: ReactNode) => (
    <>
      {isLottery && props.lotterySlot && (
        <div className="lottery-slot" data-slot="lottery">
          {props.lotterySlot(
            detail.activityId,
            stage === 'NOT_START' && until !== undefined
              ? { at: detail.startTime, until }
              : undefined,
            api.hasEnded,
          )}
        </div>
      )}
      {tasks}
      {chart && detail.featuredPair && <PriceChart actor={chart} pair={detail.featuredPair} />}
      {eventGate && <EventIntro gate={eventGate} />}
      {ranking && <LiveRanking actor={ranking} />}
      <RulesPanel rules={detail.rules} />
    </>
  );
  const aside = (refs?: readonly TaskRef[]) => (
    <>
      {isLottery ? (
        <section className="panel enrolment" data-state="notNeeded" aria-labelledby="lottery-note">
          <h2 id="lottery-note" className="panel-title">
            {t('detail.lotteryTitle')}
          </h2>
          <p>{t('detail.lotteryNoEnrol')}</p>
        </section>
      ) : (
        applyRef && <EnrolmentPanel applyRef={applyRef} onLogin={props.onLogin} />
      )}
      {detail.type === ActivityType.CopyTrading && <CopyTradingLinks inApp={props.inApp} />}
      {airdropPrize && <AirdropPrizePanel prize={airdropPrize} onLogin={props.onLogin} />}
      <RewardTiers tiers={detail.rewardTiers} unit={TIER_UNIT} refs={refs} />
      {props.shareSlot && api.offersInvitation && (
        <div className="share-slot" data-slot="share">
          {props.shareSlot(detail.activityId, detail.title)}
        </div>
      )}
    </>
  );

  return (
    <>
      <ActivityHero
        detail={detail}
        stage={stage}
        refreshing={api.refreshing}
        countdown={
          <StageCountdown
            logic={props.countdownLogic}
            stage={stage}
            until={until}
            now={props.now}
          />
        }
      />
      {refreshFailure && (
        <p className="notice notice-warning" role="status">
          {t('detail.refreshFailed')}
        </p>
      )}
      {taskList ? (
        <TraderSections
          detail={detail}
          tasks={taskList}
          applyRef={isLottery ? undefined : applyRef}
          main={main}
          aside={aside}
        />
      ) : (
        <DetailLayout
          main={main(
            <section className="panel tasks" data-state="visitor" aria-labelledby="tasks-title">
              <h2 id="tasks-title" className="panel-title">
                {t('tasks.title')}
              </h2>
              <p>{t('tasks.visitor')}</p>
              <Button variant="secondary" onClick={props.onLogin}>
                {t('enrol.fix.login')}
              </Button>
            </section>,
          )}
          aside={aside()}
        />
      )}
    </>
  );
}

/** A trader's page: tasks, team progress and tiers read the activity's task list. */
function TraderSections(props: {
  detail: ActivityDetail;
  tasks: TaskListRef;
  /** Enrolment, where the activity has it: until the trader enrols, nothing can be claimed. */
  applyRef: ActivityApplyRef | undefined;
  main: (tasks: ReactNode) => ReactNode;
  aside: (refs?: readonly TaskRef[]) => ReactNode;
}) {
  const { detail } = props;
  const list = useConnect(props.tasks, connectTaskList);
  const team = isTeamActivity(detail.type);
  const applyState = useSelector(props.applyRef, (s) => (s ? selectApplyState(s) : undefined));
  // The list's answer says whether anything counts before enrolment; enrolment, live, whether
  // the trader is still offered it (an enrolment made since clears the note at once).
  const enrolFirst =
    list.enrolmentNeeded && (applyState === 'notApplied' || applyState === 'awaitingCode');
  return (
    <DetailLayout
      main={props.main(
        <TaskList
          list={list}
          renderSummary={
            team ? (shown) => <TeamProgress team={list.team} refs={shown} /> : undefined
          }
          claimBar={detail.type !== ActivityType.Lottery}
          enrolFirst={enrolFirst}
        />,
      )}
      aside={props.aside(list.tasks)}
    />
  );
}

function DetailLayout(props: { main: ReactNode; aside: ReactNode }) {
  return (
    <div className="detail-layout">
      <div className="detail-main">{props.main}</div>
      <aside className="detail-aside">{props.aside}</aside>
    </div>
  );
}
