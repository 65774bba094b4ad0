import { fromCallback, fromPromise } from 'xstate';
import { type ActivityEvent, activityMachine } from '../../../machines/activity.machine.ts';
import { activityApplyMachine } from '../../../machines/activity-apply.machine.ts';
import { beginnerEligibilityMachine } from '../../../machines/beginner-eligibility.machine.ts';
import { type CountdownEvent, countdownMachine } from '../../../machines/countdown.machine.ts';
import { enrolmentWithdrawalMachine } from '../../../machines/withdrawal.machine.ts';
import type { ApplyRequest, EnrolmentTarget } from '../../domain/activity-enrolment.ts';
import { afterNextPaint } from '../../platform/after-paint.ts';
import type { Feedback } from '../../ui/feedback.tsx';
import { PATHS, splitLocalePath } from '../routes.ts';
import { trackAction } from '../tracking.ts';
import { detailData } from './detail-data.ts';
import { provideAirdropPrize, provideEventGate } from './events.ts';
import { untilExchangeTime } from './exchange-time.ts';
import { provideLiveRanking, providePriceChart } from './market.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';
import { provideTaskList } from './tasks.ts';

/** What the activity page needs besides the services: the session actor's login. */
export interface ActivityEffectDeps {
  /** Sends `session.login` through the session actor (native login in the app, /login else). */
  login: () => void;
  /** The shell's dialogs and toasts: an enrolment ends in the success dialog, a claim in a toast. */
  feedback: Pick<Feedback, 'openDialog' | 'notify'>;
}

/** /download under the page's locale prefix (SPEC §2). */
function downloadUrl(services: AppServices): string {
  return `${splitLocalePath(services.currentPath()).base}${PATHS.download}`;
}

/** applyStatus, general/applyStatus (with the identifier) or nonProductized/applyStatus. */
function loadApplyStatus(services: AppServices, target: EnrolmentTarget, signal: AbortSignal) {
  const { activityId, identifier, variant } = target;
  if (variant === 'general') {
    return services.client('generalApplyStatus', { activityId, identifier }, { signal });
  }
  const call = variant === 'nonProductized' ? 'nonProductizedApplyStatus' : 'applyStatus';
  return services.client(call, { activityId }, { signal });
}

/** apply, general/apply or nonProductized/apply; a KOL code is bound first (beginner/kol/bind). */
async function applyWith(services: AppServices, request: ApplyRequest, signal: AbortSignal) {
  const { activityId, variant, entryCode, idempotencyKey } = request;
  const options = { signal, idempotencyKey };
  if (entryCode?.kind === 'kol') {
    await services.client('kolBind', { kolCode: entryCode.value }, { signal });
  }
  if (variant === 'nonProductized') {
    await services.client('nonProductizedApply', { activityId }, options);
    return;
  }
  const codes = {
    ...(entryCode?.kind === 'register' ? { registerCode: entryCode.value } : {}),
    ...(entryCode?.kind === 'vip' ? { vipCode: entryCode.value } : {}),
  };
  await services.client(
    variant === 'general' ? 'generalApply' : 'apply',
    { activityId, ...codes },
    options,
  );
}

/** The enrolment child with its real effects: apply status, codes, airdrop check, apply. */
function provideActivityApply(services: AppServices, deps: ActivityEffectDeps) {
  return provideOnce(activityApplyMachine)({
    actors: {
      loadApplyStatus: fromPromise(({ input, signal }) => loadApplyStatus(services, input, signal)),
      checkAirdropPosition: fromPromise(({ input, signal }) =>
        services.client('checkAirdropPosition', { activityId: input.activityId }, { signal }),
      ),
      loadCodeHint: fromPromise(async ({ input, signal }) => {
        if (input.kind === 'register') {
          const answer = await services.client(
            'getRegisterCode',
            { activityId: input.activityId },
            { signal },
          );
          return answer.registerCode;
        }
        if (input.kind === 'vip')
          return (await services.client('userVipCode', {}, { signal })).vipCode;
        return undefined;
      }),
      applyToActivity: fromPromise(async ({ input, signal }) => {
        // The click's busy button is painted before the call is signed and sent (INP).
        await afterNextPaint();
        trackAction(services, 'enrol_click', { activity_id: input.activityId });
        return applyWith(services, input, signal);
      }),
      withdrawal: provideOnce(enrolmentWithdrawalMachine)({
        actors: {
          withdrawEnrolment: fromPromise(async ({ input, signal }) => {
            const { activityId, idempotencyKey } = input;
            await services.client('backApply', { activityId }, { signal, idempotencyKey });
          }),
        },
      }),
      beginnerEligibility: provideOnce(beginnerEligibilityMachine)({
        actors: {
          loadEligibility: fromPromise(({ input, signal }) =>
            input.loggedIn
              ? services.client('beginnerEligible', { activityId: input.activityId }, { signal })
              : services.client(
                  'beginnerNoLoginEligible',
                  { activityId: input.activityId },
                  { signal },
                ),
          ),
        },
      }),
    },
    actions: {
      sendToLogin: () => deps.login(),
      goToDownload: () => services.assignLocation(downloadUrl(services)),
      // SPEC §8: the default success message is the activity apply success text.
      announceApplied: () => deps.feedback.openDialog({ kind: 'success' }),
    },
  });
}

/**
 * The activity page's machine with its real effects: the id from the alias, the detail (with
 * the exchange's clock), absolute-deadline timers and its children (enrolment, tasks, chart,
 * ranking, visibility check, airdrop prize).
 */
export function provideActivity(services: AppServices, deps: ActivityEffectDeps) {
  return provideOnce(activityMachine)({
    actors: {
      getActivityId: fromPromise(async ({ input, signal }) => {
        const call = input.variant === 'general' ? 'generalGetActivityId' : 'getActivityId';
        return (await services.client(call, { alias: input.alias }, { signal })).activityId;
      }),
      loadDetail: fromPromise(async ({ input, signal }) => {
        const request = { activityId: input.activityId };
        const call =
          input.variant === 'nonProductized'
            ? 'nonProductizedDetail'
            : input.loggedIn
              ? 'activityDetail'
              : 'noLoginDetail';
        return detailData(await services.client(call, request, { signal }), services.now());
      }),
      waitUntil: fromPromise(async ({ input, signal }) => {
        await untilExchangeTime(services, input.at, signal);
        // A clock push may name the moment before `now` has learnt it: the machine compares
        // with `at`, so the stage moves on either way.
        return Math.max(services.now(), input.at);
      }),
      clockFeed: fromCallback<ActivityEvent>(({ sendBack }) =>
        // The sandbox (or the exchange) moved its clock: reload to learn the new time.
        services.feed.on('clock', () => sendBack({ type: 'activity.refresh' })),
      ),
      priceChart: providePriceChart(services),
      liveRanking: provideLiveRanking(services),
      taskList: provideTaskList(services, deps),
      activityApply: provideActivityApply(services, deps),
      eventGate: provideEventGate(services),
      airdropPrize: provideAirdropPrize(services),
    },
  });
}

/** The page's countdown (SPEC §4 helper), ticking once a second on the exchange clock. */
export function provideActivityCountdown(services: AppServices) {
  return provideOnce(countdownMachine)({
    actors: {
      ticker: fromCallback<CountdownEvent, { until: number }>(({ sendBack }) => {
        const id = setInterval(
          () => sendBack({ type: 'countdown.tick', now: services.now() }),
          1000,
        );
        return () => clearInterval(id);
      }),
      clockJumps: fromCallback<CountdownEvent>(({ sendBack }) =>
        services.feed.on('clock', ({ now }) => sendBack({ type: 'countdown.clockJumped', now })),
      ),
    },
  });
}
