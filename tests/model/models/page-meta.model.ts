import type { SnapshotFrom } from 'xstate';
import { type PageMetaEvent, pageMetaMachine } from '../../../machines/page-meta.machine.ts';
import type { PageMeta } from '../../../src/domain/page-meta.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

/** Two routes: enough to change route, and to report the same route again. */
export const META_ROUTES = ['/', '/rewards'] as const;

/** What getMetaData answers for a route. */
export const metaFor = (route: string): PageMeta => ({
  route,
  locale: 'en',
  title: `Title of ${route}`,
  description: `Description of ${route}`,
  keywords: [],
});

export const META_DONE = 'xstate.done.actor.loadMeta';
export const META_ERROR = 'xstate.error.actor.loadMeta';

export type PageMetaModelEvent = PageMetaEvent | InvokeSettled<'loadMeta', PageMeta>;

export function pageMetaModelEvents(s: SnapshotFrom<typeof pageMetaMachine>): PageMetaModelEvent[] {
  const routes: PageMetaModelEvent[] = META_ROUTES.map((route) => ({ type: 'meta.route', route }));
  const settled: PageMetaModelEvent[] = s.matches('loading')
    ? [
        { type: META_DONE, output: metaFor(s.context.route ?? '/') },
        { type: META_ERROR, error: Object.assign(new Error('down'), { kind: 'network' }) },
      ]
    : [];
  return [...routes.filter((e) => s.can(e as PageMetaEvent)), ...settled];
}

export const pageMetaModel = machineModel<SnapshotFrom<typeof pageMetaMachine>, PageMetaModelEvent>(
  pageMetaMachine,
  pageMetaModelEvents,
);

export const pageMetaSpec: MachineModelSpec = {
  name: 'pageMeta',
  machine: pageMetaMachine,
  model: pageMetaModel,
  inputs: [{ name: 'a tr-TR page', input: { locale: 'tr-TR' } }],
};
