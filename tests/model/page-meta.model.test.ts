import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectPageMeta } from '../../machines/page-meta.connect.ts';
import { pageMetaMachine } from '../../machines/page-meta.machine.ts';
import type { PageMeta } from '../../src/domain/page-meta.ts';
import {
  META_DONE,
  META_ERROR,
  ownTitleOf,
  type PageMetaModelEvent,
  pageMetaModel,
} from './models/page-meta.model.ts';
import { deferred, flush } from './support.ts';

function startPageMeta() {
  const loads: Array<{ route: string; locale: string; signal: AbortSignal }> = [];
  let pending = deferred<PageMeta>();
  const applyMeta = vi.fn((_: PageMeta) => {});
  const applyTitle = vi.fn((_: string | undefined) => {});
  const actor = createActor(
    pageMetaMachine.provide({
      actors: {
        loadMeta: fromPromise(({ input, signal }) => {
          loads.push({ ...input, signal });
          pending = deferred<PageMeta>();
          return pending.promise;
        }),
      },
      actions: {
        applyMeta: (_, meta) => applyMeta(meta),
        applyTitle: (_, { title }) => applyTitle(title),
      },
    }),
    { input: { locale: 'tr-TR' } },
  ).start();
  return { actor, loads, applyMeta, applyTitle, settle: () => pending };
}

describe('page metadata paths', () => {
  for (const path of pageMetaModel.getShortestPaths()) {
    it(path.description, async () => {
      const { actor, loads, applyMeta, applyTitle, settle } = startPageMeta();
      const snapshot = () => actor.getSnapshot();
      const meta = () => connectPageMeta(snapshot(), actor.send);
      await path.test({
        states: {
          idle: () => {
            expect(loads).toEqual([]);
            expect(meta().dataState).toBe('idle');
          },
          loading: () => {
            expect(meta().dataState).toBe('loading');
            // getMetaData is asked for the route shown, in the page's locale.
            expect(loads.at(-1)).toMatchObject({
              route: meta().route,
              locale: 'tr-TR',
            });
          },
          applied: () => {
            const { meta: served, route, dataState } = meta();
            expect(dataState).toBe('applied');
            expect(served?.route).toBe(route);
            // getMetaData's title where it speaks the page's language; else the page's own
            // title from the locale files; else (an activity) getMetaData's English one.
            const own = ownTitleOf(route ?? '/');
            const title = served?.locale === 'tr-TR' ? served.title : (own ?? served?.title);
            expect(applyMeta).toHaveBeenLastCalledWith({ ...served, title });
          },
          failed: () => {
            expect(meta()).toMatchObject({ dataState: 'failed', failure: { kind: 'network' } });
            // The document gets the route's own title, or keeps the one it has.
            expect(applyTitle).toHaveBeenLastCalledWith(ownTitleOf(meta().route ?? '/'));
          },
        },
        events: {
          'meta.route': async ({ event }) => {
            const previous = loads.at(-1);
            const wasLoading = snapshot().matches('loading');
            const e = event as Extract<PageMetaModelEvent, { type: 'meta.route' }>;
            meta().showRoute(e.route, e.ownTitle);
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
    connectPageMeta(actor.getSnapshot(), actor.send).showRoute('/rewards', 'Ödüllerim');
    connectPageMeta(actor.getSnapshot(), actor.send).showRoute('/rewards', 'Ödüllerim');
    expect(loads).toHaveLength(1);
  });
});
