import { assign, type DoneActorEvent, fromCallback, fromPromise, setup } from 'xstate';
import { failureCode, toFailure } from '../src/domain/codes.ts';
import type { DrawResult, LotteryInfo } from '../src/domain/lottery.ts';
import {
  type DrawRequest,
  drawIdempotencyKey,
  isDrawRefusedCode,
  nextDrawNumber,
  wasDrawCounted,
} from '../src/domain/lottery-draw.ts';
import type { LotteryContext, LotteryEvent, LotteryInput } from './lottery.types.ts';

export type {
  DrawRequest,
  LotteryContext,
  LotteryEvent,
  LotteryInput,
  PendingDraw,
} from './lottery.types.ts';

/** What loadLottery is asked: the same for the first read and every re-read. */
const readInput = ({ context }: { context: LotteryContext }) => ({
  activityId: context.activityId,
  loggedIn: context.loggedIn,
});

const dismissTransitions = [
  { guard: 'hasDrawsLeft', target: '#lottery.ready' },
  { target: '#lottery.noneLeft' },
] as const;

/** Keeps a lottery read: the same action wherever one arrives. */
const storeRead = {
  type: 'storeLottery',
  params: ({ event }: { event: DoneActorEvent<LotteryInfo> }) => event.output,
} as const;

/** What every draw that went through does: keeps it, names the prize, tells the other tabs. */
const drawnActions = [
  { type: 'storeDraw', params: ({ event }: DrawDone) => event.output },
  { type: 'announcePrize', params: ({ event }: DrawDone) => ({ prize: event.output.prize.name }) },
  'announceDraw',
] as const;
type DrawDone = { event: DoneActorEvent<DrawResult> };

/** Where a read of an open lottery leads when nothing was drawn: drawable, or none left. */
const readTransitions = [
  {
    guard: {
      type: 'canOfferDraw',
      params: ({ event }: { event: DoneActorEvent<LotteryInfo> }) => ({ lottery: event.output }),
    },
    target: '#lottery.ready',
    actions: storeRead,
  },
  { target: '#lottery.noneLeft', actions: storeRead },
] as const;

/**
 * What is shown after a draw (its prize, or its refusal): the lottery is re-read first, then
 * the user dismisses it. A grant meanwhile re-reads again. One builder for both, so the two
 * cannot drift apart.
 */
const rereadThenSettle = (
  tags: string[],
  text: { description: string; reread: string; settled: string },
) => ({
  description: text.description,
  tags,
  initial: 'rereading' as const,
  states: {
    rereading: {
      description: text.reread,
      invoke: {
        id: 'loadLottery',
        src: 'loadLottery' as const,
        input: readInput,
        onDone: { target: 'settled' as const, actions: storeRead },
        // What is shown stands; the count waits for the next read.
        onError: 'settled' as const,
      },
    },
    settled: {
      description: text.settled,
      on: { 'lottery.dismiss': dismissTransitions, 'lottery.refresh': 'rereading' as const },
    },
  },
});

/**
 * The lottery of an activity: draw chances (LOTTERY_COUNT rewards), a verifiable draw (the
 * server commits to the next seed's hash before it and reveals the seed after), and draws
 * whose answer was lost, which are never sent again before the lottery is re-read.
 */
export const lotteryMachine = setup({
  types: {
    input: {} as LotteryInput,
    context: {} as LotteryContext,
    events: {} as LotteryEvent,
  },
  actors: {
    loadLottery: fromPromise<LotteryInfo, { activityId: number; loggedIn: boolean }>(async () => {
      throw new Error('loadLottery is provided by the composition root');
    }),
    drawPrize: fromPromise<DrawResult, DrawRequest>(async () => {
      throw new Error('drawPrize is provided by the composition root');
    }),
    /**
     * Listens, as long as the lottery is shown, for changes of its draws left made elsewhere
     * (claims granted on the page, claims and draws in other tabs); sends `lottery.refresh` for
     * each. Without a composition root nothing announces them, so nothing is heard.
     */
    watchGrants: fromCallback<LotteryEvent, { activityId: number }>(() => () => {}),
  },
  actions: {
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    /** The draw about to be sent: its seed, the commitment it is held to, the count before it. */
    startDraw: assign(({ context }, params: { clientSeed: string }) => ({
      draw: {
        clientSeed: params.clientSeed,
        committedSeedHash: context.commitment,
        remainingBefore: context.lottery?.remainingDraws ?? 0,
        drawNumber: nextDrawNumber(context.lottery),
      },
      refusal: undefined,
      failure: undefined,
    })),
    /** The same draw again, held to the commitment and count the re-read showed. */
    restartDraw: assign(({ context }) => ({
      draw: context.draw && {
        ...context.draw,
        committedSeedHash: context.commitment,
        remainingBefore: context.lottery?.remainingDraws ?? context.draw.remainingBefore,
      },
      failure: undefined,
    })),
    useCommitment: assign({ commitment: undefined }),
    storeCommitment: assign((_, params: { commitment: string | undefined }) => ({
      commitment: params.commitment,
    })),
    /**
     * A refused draw was never made, so the exchange still holds the seed the draw was
     * committed to: the same commitment stands for the next draw.
     */
    storeRefusal: assign(({ context }, params: { code: string | undefined }) => ({
      refusal: params.code,
      commitment: context.draw?.committedSeedHash,
    })),
    /** A visitor who asks to draw logs in first (natively in the app). */
    sendToLogin: () => {},
    /** Tells the browser's other tabs with this lottery that a draw here used a chance. */
    announceDraw: () => {},
    /** Tells the user what they won (a success notification); the prize's name is given. */
    announcePrize: (_, _params: { prize: string }) => {},
    storeLottery: assign((_, lottery: LotteryInfo) => ({
      lottery,
      // A visitor's lottery comes with an empty hash: there is no draw to commit to.
      commitment: lottery.nextSeedHash === '' ? undefined : lottery.nextSeedHash,
      failure: undefined,
    })),
    storeDraw: assign(({ context }, result: DrawResult) => ({
      lastDraw: result,
      history: context.history.some((d) => d.drawId === result.drawId)
        ? context.history
        : [result, ...context.history],
      lottery: context.lottery && {
        ...context.lottery,
        remainingDraws: result.remainingDraws,
        drawsMade: result.drawsMade,
      },
    })),
  },
  guards: {
    isVisitor: ({ context }) => !context.loggedIn,
    isUpcoming: ({ context }) => context.opensAt !== undefined,
    isEnded: ({ context }) => context.ended,
    hasDrawsLeft: ({ context }) => (context.lottery?.remainingDraws ?? 0) > 0,
    /** A visitor is offered the draw (it leads to login); a trader while chances remain. */
    canOfferDraw: ({ context }, params: { lottery: LotteryInfo }) =>
      !context.loggedIn || params.lottery.remainingDraws > 0,
    canDraw: ({ context }) =>
      (context.lottery?.remainingDraws ?? 0) > 0 && context.commitment !== undefined,
    hasNextCommitment: (_, params: { result: DrawResult }) =>
      params.result.nextSeedHash !== undefined && params.result.nextSeedHash !== '',
    isRefusedCode: (_, params: { code: string | undefined }) => isDrawRefusedCode(params.code),
    wasDrawCounted: ({ context }, params: { lottery: LotteryInfo }) =>
      context.draw !== undefined && wasDrawCounted(context.draw, params.lottery),
  },
}).createMachine({
  id: 'lottery',
  description: "The user's draw chances, the prizes, and verifiable draws.",
  context: ({ input }) => ({
    activityId: input.activityId,
    loggedIn: input.loggedIn,
    opensAt: input.opensAt,
    ended: input.ended ?? false,
    lottery: undefined,
    commitment: undefined,
    draw: undefined,
    lastDraw: undefined,
    history: [],
    refusal: undefined,
    failure: undefined,
  }),
  invoke: {
    id: 'watchGrants',
    src: 'watchGrants',
    input: ({ context }) => ({ activityId: context.activityId }),
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the lottery: prizes, draw chances left, the commitment to the next draw.',
      tags: ['loading'],
      invoke: {
        id: 'loadLottery',
        src: 'loadLottery',
        input: readInput,
        onDone: [
          { guard: 'isUpcoming', target: '#lottery.upcoming', actions: storeRead },
          { guard: 'isEnded', target: '#lottery.ended', actions: storeRead },
          ...readTransitions,
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'The lottery could not be read; a retry is offered.',
      tags: ['failed'],
      on: { 'lottery.retry': 'loading' },
    },
    upcoming: {
      description:
        'The lottery has not started: the prizes show, and draws open at its start (no draws yet).',
      tags: ['upcoming'],
    },
    ended: {
      description:
        'The lottery has ended: the prizes and past draws show, no draw is offered, and chances left unused have expired (use pass 2, finding 8: not "trade to earn more").',
      tags: ['ended'],
    },
    rereading: {
      description:
        'The draws left changed elsewhere (a reward of this activity granted here, a claim or draw in another tab): the lottery is re-read while the count shown stays.',
      invoke: {
        id: 'loadLottery',
        src: 'loadLottery',
        input: readInput,
        onDone: readTransitions,
        // The count shown stands until the next grant or draw.
        onError: dismissTransitions,
      },
      // A later change may not be in the read on its way: that read is dropped for a new one.
      on: { 'lottery.refresh': { target: 'rereading', reenter: true } },
    },
    ready: {
      description: 'A trader draws against the published commitment; a visitor is sent to log in.',
      on: {
        'lottery.draw': [
          { guard: 'isVisitor', actions: 'sendToLogin' },
          {
            guard: 'canDraw',
            target: 'drawing',
            actions: { type: 'startDraw', params: ({ event }) => event },
          },
        ],
        'lottery.refresh': 'rereading',
      },
    },
    noneLeft: {
      description: 'No draw chances are left; trading tasks can earn more.',
      on: { 'lottery.refresh': 'rereading' },
    },
    drawing: {
      description: 'The draw is sent with the client seed; its commitment is now used.',
      tags: ['drawing', 'spinning'],
      entry: 'useCommitment',
      invoke: {
        id: 'drawPrize',
        src: 'drawPrize',
        input: ({ context }) => {
          const clientSeed = context.draw?.clientSeed ?? '';
          const drawNumber = context.draw?.drawNumber ?? nextDrawNumber(context.lottery);
          return {
            activityId: context.activityId,
            clientSeed,
            idempotencyKey: drawIdempotencyKey(context.activityId, drawNumber, clientSeed),
          };
        },
        onDone: [
          {
            guard: {
              type: 'hasNextCommitment',
              params: ({ event }) => ({ result: event.output }),
            },
            target: '#lottery.result.settled',
            actions: [
              ...drawnActions,
              {
                type: 'storeCommitment',
                params: ({ event }) => ({ commitment: event.output.nextSeedHash }),
              },
            ],
          },
          {
            target: 'result',
            actions: drawnActions,
          },
        ],
        onError: [
          {
            guard: {
              type: 'isRefusedCode',
              params: ({ event }) => ({ code: failureCode(event.error) }),
            },
            target: 'refused',
            actions: {
              type: 'storeRefusal',
              params: ({ event }) => ({ code: failureCode(event.error) }),
            },
          },
          {
            target: 'drawUnknown',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    result: rereadThenSettle(['result'], {
      description: 'Shows the prize with the revealed seed, its hash and the client seed.',
      reread: 'Re-reads the lottery for the commitment to the next draw while the prize shows.',
      settled: 'The prize can be dismissed.',
    }),
    refused: rereadThenSettle(['refused'], {
      description: 'The exchange refused the draw (SPEC §8 code kept); no chance was used.',
      reread:
        'Re-reads the lottery: another tab or device may have used the chances this one showed.',
      settled: "The refusal can be dismissed; the count shown is the exchange's.",
    }),
    drawUnknown: {
      description:
        'The answer to the draw was lost: the lottery is re-read before another draw is offered.',
      initial: 'checking',
      states: {
        checking: {
          description: 'Re-reads the lottery to see whether the draw used a chance.',
          tags: ['spinning'],
          invoke: {
            id: 'loadLottery',
            src: 'loadLottery',
            input: readInput,
            onDone: [
              {
                guard: {
                  type: 'wasDrawCounted',
                  params: ({ event }) => ({ lottery: event.output }),
                },
                target: '#lottery.drawCounted',
                actions: [storeRead, 'announceDraw'],
              },
              {
                target: '#lottery.drawFailed',
                actions: { type: 'storeLottery', params: ({ event }) => event.output },
              },
            ],
            onError: {
              target: 'checkFailed',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        checkFailed: {
          description: 'The re-read failed too; only the re-read can be retried, never the draw.',
          on: { 'lottery.retry': 'checking' },
        },
      },
    },
    drawCounted: {
      description: 'The lost draw went through; its prize is in the rewards list.',
      on: { 'lottery.dismiss': dismissTransitions },
    },
    drawFailed: {
      description: 'The lost draw did not go through; the same draw can be sent again.',
      on: {
        'lottery.retry': {
          target: 'drawing',
          actions: 'restartDraw',
        },
        // The re-read shows as many chances as when the draw was allowed.
        'lottery.dismiss': 'ready',
      },
    },
  },
});
