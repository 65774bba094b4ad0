import { assign, fromPromise, setup } from 'xstate';
import { type Failure, toFailure } from '../src/domain/codes.ts';
import { documentTitleOf, type PageMeta } from '../src/domain/page-meta.ts';

/** What page metadata starts from. */
export interface PageMetaInput {
  /** The page's locale; getMetaData answers in it, or in en where it has no text. */
  locale: string;
}

/** The route shown, and the metadata applied for it. */
export interface PageMetaContext {
  locale: string;
  /** The route (path under the locale prefix) whose metadata is wanted. */
  route: string | undefined;
  /** The route's title from the locale files, in the page's locale; none for an activity. */
  ownTitle: string | undefined;
  meta: PageMeta | undefined;
  failure: Failure | undefined;
}

/**
 * The router reports each route the page shows, with the page's own title when the locale files
 * have one: getMetaData answers most pages in English only.
 */
export type PageMetaEvent = { type: 'meta.route'; route: string; ownTitle: string | undefined };

/**
 * The page's title and description (getMetaData, by route and locale): loaded each time the
 * route changes, a newer route replacing a load still running, and applied to the document.
 * Where getMetaData has no text in the page's locale, the title comes from the locale files
 * (documentTitleOf). A failed load never blocks a page: the document gets the route's own
 * title, or keeps the one it has.
 */
export const pageMetaMachine = setup({
  types: {
    input: {} as PageMetaInput,
    context: {} as PageMetaContext,
    events: {} as PageMetaEvent,
    tags: {} as 'loading' | 'applied' | 'failed',
  },
  actors: {
    loadMeta: fromPromise<PageMeta, { route: string; locale: string }>(async () => {
      throw new Error('loadMeta is provided by the composition root');
    }),
  },
  actions: {
    /** Writes the title and the description meta of the document. */
    applyMeta: (_, _params: PageMeta) => {},
    /** Writes the title alone, when there is one; the description stays as it is. */
    applyTitle: (_, _params: { title: string | undefined }) => {},
    storeMeta: assign((_, meta: PageMeta) => ({ meta, failure: undefined })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    storeRoute: assign((_, params: { route: string; ownTitle: string | undefined }) => ({
      route: params.route,
      ownTitle: params.ownTitle,
    })),
  },
  guards: {
    isNewRoute: ({ context }, params: { route: string }) => params.route !== context.route,
  },
}).createMachine({
  id: 'pageMeta',
  description: 'The title and description of the page shown, by route and locale.',
  context: ({ input }) => ({
    locale: input.locale,
    route: undefined,
    ownTitle: undefined,
    meta: undefined,
    failure: undefined,
  }),
  initial: 'idle',
  on: {
    'meta.route': {
      guard: { type: 'isNewRoute', params: ({ event }) => ({ route: event.route }) },
      target: '.loading',
      reenter: true,
      actions: {
        type: 'storeRoute',
        params: ({ event }) => ({ route: event.route, ownTitle: event.ownTitle }),
      },
    },
  },
  states: {
    idle: {
      description: 'No route reported yet: the page keeps the title it was served with.',
    },
    loading: {
      description: 'Loads the metadata of the route (getMetaData).',
      tags: ['loading'],
      invoke: {
        id: 'loadMeta',
        src: 'loadMeta',
        input: ({ context }) => ({ route: context.route ?? '/', locale: context.locale }),
        onDone: {
          target: 'applied',
          actions: [
            { type: 'storeMeta', params: ({ event }) => event.output },
            {
              type: 'applyMeta',
              params: ({ context, event }) => ({
                ...event.output,
                title:
                  documentTitleOf(event.output, context.locale, context.ownTitle) ??
                  event.output.title,
              }),
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'applyTitle',
              params: ({ context }) => ({
                title: documentTitleOf(undefined, context.locale, context.ownTitle),
              }),
            },
          ],
        },
      },
    },
    applied: {
      description: 'The title and description of the route are on the document.',
      tags: ['applied'],
    },
    failed: {
      description:
        "The metadata could not be loaded; the document shows the route's own title, or keeps its last.",
      tags: ['failed'],
    },
  },
});
