import { assign, fromPromise, setup } from 'xstate';
import type { AirdropCheck, AirdropProduct } from '../src/domain/airdrop.ts';
import { type Failure, failureCode, ResponseCode, toFailure } from '../src/domain/codes.ts';

/** The prize of an airdrop activity (none for other activities) and the viewer's login. */
export interface AirdropPrizeInput {
  prizeId: number | undefined;
  loggedIn: boolean;
}

/** The prize's product and the viewer's position against it. */
export interface AirdropPrizeContext {
  prizeId: number | undefined;
  loggedIn: boolean;
  product: AirdropProduct | undefined;
  check: AirdropCheck | undefined;
  failure: Failure | undefined;
}

/** Retrying the product, and checking the position again (after a deposit, say). */
export type AirdropPrizeEvent = { type: 'airdrop.retry' } | { type: 'airdrop.recheck' };

/**
 * An airdrop activity's prize: what it pays and what must be held for it
 * (getProductItemByPrizeId), and whether this trader holds enough
 * (checkAirdropPositionAccountByProductCode), shown on the prize before enrolling.
 */
export const airdropPrizeMachine = setup({
  types: {
    input: {} as AirdropPrizeInput,
    context: {} as AirdropPrizeContext,
    events: {} as AirdropPrizeEvent,
  },
  actors: {
    /** getProductItemByPrizeId. */
    loadProduct: fromPromise<AirdropProduct, { prizeId: number }>(async () => {
      throw new Error('loadProduct is provided by the composition root');
    }),
    /** checkAirdropPositionAccountByProductCode. */
    checkPosition: fromPromise<AirdropCheck, { productCode: string }>(async () => {
      throw new Error('checkPosition is provided by the composition root');
    }),
  },
  guards: {
    hasPrize: ({ context }) => context.prizeId !== undefined,
    isLoggedIn: ({ context }) => context.loggedIn,
    isAirdropRefusal: (_, params: { error: unknown }) =>
      failureCode(params.error) === ResponseCode.Airdrop,
  },
  actions: {
    storeProduct: assign((_, params: { product: AirdropProduct }) => ({
      product: params.product,
      failure: undefined,
    })),
    storeCheck: assign((_, params: { check: AirdropCheck }) => ({
      check: params.check,
      failure: undefined,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
  },
}).createMachine({
  id: 'airdropPrize',
  description: 'An airdrop prize’s product details and the trader’s position check.',
  context: ({ input }) => ({
    prizeId: input.prizeId,
    loggedIn: input.loggedIn,
    product: undefined,
    check: undefined,
    failure: undefined,
  }),
  initial: 'routing',
  states: {
    routing: {
      description: 'Only an airdrop activity has a prize to describe.',
      always: [{ guard: 'hasPrize', target: 'loadingProduct' }, { target: 'none' }],
    },
    none: {
      description: 'Not an airdrop: nothing is shown.',
      tags: ['none'],
    },
    loadingProduct: {
      description: 'Loads the prize’s product (getProductItemByPrizeId).',
      tags: ['loadingProduct'],
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => ({ prizeId: context.prizeId ?? 0 }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeProduct', params: ({ event }) => ({ product: event.output }) },
        },
        onError: {
          target: 'productFailed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    productFailed: {
      description: 'The product could not be loaded; a retry is offered.',
      tags: ['productFailed'],
      on: { 'airdrop.retry': 'loadingProduct' },
    },
    ready: {
      description: 'The product is shown; the position is checked for a trader.',
      initial: 'routing',
      states: {
        routing: {
          description: 'A visitor is asked to log in; a trader’s position is checked.',
          always: [{ guard: 'isLoggedIn', target: 'checking' }, { target: 'visitor' }],
        },
        visitor: {
          description: 'A visitor sees what to hold and logs in to check.',
          tags: ['visitor'],
        },
        checking: {
          description: 'Checks the trader’s position in the product’s token.',
          tags: ['checking'],
          invoke: {
            id: 'checkPosition',
            src: 'checkPosition',
            input: ({ context }) => ({ productCode: context.product?.productCode ?? '' }),
            onDone: [
              {
                guard: ({ event }) => event.output.passed,
                target: 'held',
                actions: { type: 'storeCheck', params: ({ event }) => ({ check: event.output }) },
              },
              {
                target: 'short',
                actions: { type: 'storeCheck', params: ({ event }) => ({ check: event.output }) },
              },
            ],
            onError: [
              {
                guard: {
                  type: 'isAirdropRefusal',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: 'refused',
                actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'failed',
                actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        held: {
          description: 'The trader holds enough: the prize can be joined for.',
          tags: ['held'],
          on: { 'airdrop.recheck': 'checking' },
        },
        short: {
          description: 'The trader holds too little: how much is held and needed is shown.',
          tags: ['short'],
          on: { 'airdrop.recheck': 'checking' },
        },
        refused: {
          description: 'The exchange refused the position (51070): its reason is shown inline.',
          tags: ['refused'],
          on: { 'airdrop.recheck': 'checking' },
        },
        failed: {
          description: 'The check failed; a retry is offered.',
          tags: ['failed'],
          on: { 'airdrop.recheck': 'checking' },
        },
      },
    },
  },
});
