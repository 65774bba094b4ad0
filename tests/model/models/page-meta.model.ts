import type { SnapshotFrom } from 'xstate';
import { type PageMetaEvent, pageMetaMachine } from '../../../machines/page-meta.machine.ts';
import type { PageMeta } from '../../../src/domain/page-meta.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

/**
 * Two routes with a title of their own in the locale files and an activity without: enough to
 * change route, report the same route again, and fail with and without a title to fall back to.
 */
export const META_ROUTES = ['/', '/rewards', '/activity/7'] as const;

/** The route's own title as the router reports it, from the locale files (tr-TR). */
export const ownTitleOf = (route: string): string | undefined =>
  route.startsWith('/activity/') ? undefined : `Başlık ${route}`;

/** What getMetaData answers for a route: in the page's locale, or in English only. */
export const metaFor = (route: string, locale = 'en'): PageMeta => ({
  route,
  locale,
  title: `Title of ${route} in ${locale}`,
  description: `Description of ${route}`,
  keywords: [],
});

export const META_DONE = 'xstate.done.actor.loadMeta';
export const META_ERROR = 'xstate.error.actor.loadMeta';

export type PageMetaModelEvent = PageMetaEvent | InvokeSettled<'loadMeta', PageMeta>;

export function pageMetaModelEvents(s: SnapshotFrom<typeof pageMetaMachine>): PageMetaModelEvent[] {
  const routes: PageMetaModelEvent[] = META_ROUTES.map((route) => ({
    type: 'meta.route',
    route,
    ownTitle: ownTitleOf(route),
  }));
  const settled: PageMetaModelEvent[] = s.matches('loading')
    ? [
        { type: META_DONE, output: metaFor(s.context.route ?? '/') },
        { type: META_DONE, output: metaFor(s.context.route ?? '/', 'tr-TR') },
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
