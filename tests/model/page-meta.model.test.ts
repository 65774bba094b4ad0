import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { pageMetaMachine } from '../../machines/page-meta.machine.ts';
import type { PageMeta } from '../../src/domain/page-meta.ts';
import {
  META_DONE,
  META_ERROR,
  type PageMetaModelEvent,
  pageMetaModel,
} from './models/page-meta.model.ts';
import { selectPageMeta, selectPageMetaState } from './models/page-meta.selectors.ts';
import { deferred, flush } from './support.ts';

function startPageMeta() {
  const loads: Array<{ route: string; locale: string; signal: AbortSignal }> = [];
  let pending = deferred<PageMeta>();
  const applyMeta = vi.fn((_: PageMeta) => {});
  const actor = createActor(
    pageMetaMachine.provide({
      actors: {
        loadMeta: fromPromise(({ input, signal }) => {
          loads.push({ ...input, signal });
          pending = deferred<PageMeta>();
          return pending.promise;
        }),
      },
      actions: { applyMeta: (_, meta) => applyMeta(meta) },
    }),
    { input: { locale: 'tr-TR' } },
  ).start();
  return { actor, loads, applyMeta, settle: () => pending };
}

describe('page metadata paths', () => {
  for (const path of pageMetaModel.getShortestPaths()) {
    it(path.description, async () => {
      const { actor, loads, applyMeta, settle } = startPageMeta();
      const snapshot = () => actor.getSnapshot();
      await path.test({
        states: {
          idle: () => expect(loads).toEqual([]),
          loading: () => {
            expect(selectPageMetaState(snapshot())).toBe('loading');
            // getMetaData is asked for the route shown, in the page's locale.
            expect(loads.at(-1)).toMatchObject({
              route: snapshot().context.route,
              locale: 'tr-TR',
            });
          },
          applied: () => {
            expect(applyMeta).toHaveBeenLastCalledWith(selectPageMeta(snapshot()));
            expect(selectPageMeta(snapshot())?.route).toBe(snapshot().context.route);
          },
          failed: () => expect(snapshot().context.failure).toEqual({ kind: 'network' }),
        },
        events: {
          'meta.route': async ({ event }) => {
            const previous = loads.at(-1);
            const wasLoading = snapshot().matches('loading');
            actor.send(event as Extract<PageMetaModelEvent, { type: 'meta.route' }>);
            // A newer route aborts the load still running for the old one.
            if (wasLoading) expect(previous?.signal.aborted).toBe(true);
          },
          [META_DONE]: async ({ event }) => {
            settle().resolve(
              (event as Extract<PageMetaModelEvent, { type: typeof META_DONE }>).output,
            );
            await flush();
          },
          [META_ERROR]: async ({ event }) => {
            const calls = applyMeta.mock.calls.length;
            settle().reject(
              (event as Extract<PageMetaModelEvent, { type: typeof META_ERROR }>).error,
            );
            await flush();
            expect(applyMeta.mock.calls.length).toBe(calls);
          },
        },
      });
      expect(snapshot().value).toEqual(path.state.value);
    });
  }
});

describe('page metadata', () => {
  it('does not load again when the same route is reported again', () => {
    const { actor, loads } = startPageMeta();
    actor.send({ type: 'meta.route', route: '/rewards' });
    actor.send({ type: 'meta.route', route: '/rewards' });
    expect(loads).toHaveLength(1);
  });
});
