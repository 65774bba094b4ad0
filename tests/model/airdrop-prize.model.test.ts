import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { airdropPrizeMachine } from '../../machines/airdrop-prize.machine.ts';
import {
  selectAirdropCheck,
  selectAirdropFailure,
  selectAirdropProduct,
  selectAirdropState,
  selectCanRecheckAirdrop,
  selectCanRetryAirdrop,
} from '../../machines/airdrop-prize.selectors.ts';
import type { AirdropCheck, AirdropProduct } from '../../src/domain/airdrop.ts';
import {
  type AirdropPrizeModelEvent,
  airdropPrizeInputs,
  airdropPrizeModel,
  HELD,
  PRIZE_ID,
  PRODUCT,
  SHORT,
} from './models/airdrop-prize.model.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends AirdropPrizeModelEvent['type']> = Extract<
  AirdropPrizeModelEvent,
  { type: T }
>;

for (const { name, input } of airdropPrizeInputs) {
  describe(`airdrop prize paths: ${name}`, () => {
    for (const path of airdropPrizeModel.getShortestPaths({ input })) {
      it(path.description, async () => {
        let product = deferred<AirdropProduct>();
        let position = deferred<AirdropCheck>();
        const loadProduct = vi.fn((_: { prizeId: number }) => {
          product = deferred<AirdropProduct>();
          return product.promise;
        });
        const checkPosition = vi.fn((_: { productCode: string }) => {
          position = deferred<AirdropCheck>();
          return position.promise;
        });
        const actor = createActor(
          airdropPrizeMachine.provide({
            actors: {
              loadProduct: fromPromise(({ input: i }) => loadProduct(i)),
              checkPosition: fromPromise(({ input: i }) => checkPosition(i)),
            },
          }),
          { input },
        ).start();
        const snap = () => actor.getSnapshot();

        await path.test({
          states: {
            none: () => {
              // Not an airdrop: neither call is made.
              expect(loadProduct).not.toHaveBeenCalled();
              expect(checkPosition).not.toHaveBeenCalled();
            },
            loadingProduct: () =>
              expect(loadProduct).toHaveBeenLastCalledWith({ prizeId: PRIZE_ID }),
            productFailed: () => {
              expect(selectAirdropFailure(snap())).toEqual({ kind: 'network' });
              expect(selectCanRetryAirdrop(snap())).toBe(true);
            },
            ready: () => expect(selectAirdropProduct(snap())).toEqual(PRODUCT),
            'ready.visitor': () => {
              // A visitor is never checked (the call needs a user).
              expect(input.loggedIn).toBe(false);
              expect(checkPosition).not.toHaveBeenCalled();
            },
            'ready.checking': () => {
              expect(input.loggedIn).toBe(true);
              // By the product's code, from the product the prize named.
              expect(checkPosition).toHaveBeenLastCalledWith({ productCode: PRODUCT.productCode });
            },
            'ready.held': () => {
              expect(selectAirdropCheck(snap())).toEqual(HELD);
              expect(selectCanRecheckAirdrop(snap())).toBe(true);
            },
            'ready.short': () => {
              expect(selectAirdropCheck(snap())).toEqual(SHORT);
              expect(selectAirdropState(snap())).toBe('short');
            },
            'ready.refused': () => {
              expect(selectAirdropFailure(snap())).toEqual({ kind: 'code', code: '51070' });
              expect(selectAirdropCheck(snap())).toBeUndefined();
            },
            'ready.failed': () => {
              expect(selectAirdropFailure(snap())).toEqual({ kind: 'network' });
              expect(selectCanRecheckAirdrop(snap())).toBe(true);
            },
          },
          events: {
            'airdrop.retry': () => {
              const calls = loadProduct.mock.calls.length;
              actor.send({ type: 'airdrop.retry' });
              expect(loadProduct).toHaveBeenCalledTimes(calls + 1);
            },
            'airdrop.recheck': () => {
              const calls = checkPosition.mock.calls.length;
              actor.send({ type: 'airdrop.recheck' });
              expect(checkPosition).toHaveBeenCalledTimes(calls + 1);
            },
            'xstate.done.actor.loadProduct': async ({ event }) => {
              product.resolve((event as Payload<'xstate.done.actor.loadProduct'>).output);
              await flush();
            },
            'xstate.error.actor.loadProduct': async ({ event }) => {
              product.reject((event as Payload<'xstate.error.actor.loadProduct'>).error);
              await flush();
            },
            'xstate.done.actor.checkPosition': async ({ event }) => {
              position.resolve((event as Payload<'xstate.done.actor.checkPosition'>).output);
              await flush();
            },
            'xstate.error.actor.checkPosition': async ({ event }) => {
              position.reject((event as Payload<'xstate.error.actor.checkPosition'>).error);
              await flush();
            },
          },
        });
        expect(snap().value).toEqual(path.state.value);
      });
    }
  });
}
