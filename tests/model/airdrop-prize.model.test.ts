import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectAirdropPrize } from '../../machines/airdrop-prize.connect.ts';
import {
  type AirdropPrizeEvent,
  airdropPrizeMachine,
} from '../../machines/airdrop-prize.machine.ts';
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
        const sent: AirdropPrizeEvent[] = [];
        const api = () => connectAirdropPrize(snap(), (e) => sent.push(e));

        await path.test({
          states: {
            none: () => {
              // Not an airdrop: neither call is made, and the panel draws nothing.
              expect(api().state).toBe('none');
              expect(loadProduct).not.toHaveBeenCalled();
              expect(checkPosition).not.toHaveBeenCalled();
            },
            loadingProduct: () => {
              expect(api().state).toBe('loadingProduct');
              expect(loadProduct).toHaveBeenLastCalledWith({ prizeId: PRIZE_ID });
            },
            productFailed: () => {
              expect(api().state).toBe('productFailed');
              expect(api().failure).toEqual({ kind: 'network' });
              expect(api().canRetry).toBe(true);
              api().retry();
              expect(sent.at(-1)).toEqual({ type: 'airdrop.retry' });
            },
            ready: () => {
              expect(api().product).toEqual(PRODUCT);
              expect(api().canRetry).toBe(false);
            },
            'ready.visitor': () => {
              // A visitor is never checked (the call needs a user).
              expect(api().state).toBe('visitor');
              expect(input.loggedIn).toBe(false);
              expect(checkPosition).not.toHaveBeenCalled();
              expect(api().canRecheck).toBe(false);
            },
            'ready.checking': () => {
              expect(api().state).toBe('checking');
              expect(input.loggedIn).toBe(true);
              // By the product's code, from the product the prize named.
              expect(checkPosition).toHaveBeenLastCalledWith({ productCode: PRODUCT.productCode });
              expect(api().check).toBeUndefined();
            },
            'ready.held': () => {
              expect(api().state).toBe('held');
              expect(api().check).toEqual(HELD);
              expect(api().failure).toBeUndefined();
              expect(api().canRecheck).toBe(true);
              api().recheck();
              expect(sent.at(-1)).toEqual({ type: 'airdrop.recheck' });
            },
            'ready.short': () => {
              expect(api().check).toEqual(SHORT);
              expect(api().state).toBe('short');
            },
            'ready.refused': () => {
              expect(api().state).toBe('refused');
              expect(api().failure).toEqual({ kind: 'code', code: '51070' });
              expect(api().check).toBeUndefined();
            },
            'ready.failed': () => {
              expect(api().state).toBe('failed');
              expect(api().failure).toEqual({ kind: 'network' });
              expect(api().canRecheck).toBe(true);
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
