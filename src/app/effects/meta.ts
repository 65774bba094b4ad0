import { fromPromise } from 'xstate';
import { pageMetaMachine } from '../../../machines/page-meta.machine.ts';
import type { PageMeta } from '../../domain/page-meta.ts';
import { nextTask } from '../../platform/next-task.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/** Writes a page's title and description into the document's head. */
export function applyMetaToDocument(doc: Document, meta: PageMeta): void {
  doc.title = meta.title;
  let description = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = doc.createElement('meta');
    description.name = 'description';
    doc.head.append(description);
  }
  description.content = meta.description;
}

/** Page metadata with its real effects: getMetaData, and the document's head. */
export function providePageMeta(services: AppServices, doc: Document) {
  return provideOnce(pageMetaMachine)({
    actors: {
      loadMeta: fromPromise(async ({ input, signal }) => {
        // The page has a title already; the first view's calls and images go first.
        await services.firstViewPainted;
        // The route's event comes from a view's effect, inside the hydration's commit: the call
        // (signing, the request) is a task of its own, not part of that one (issue 17).
        await nextTask();
        return services.client(
          'metaData',
          { route: input.route, locale: input.locale },
          { signal },
        );
      }),
    },
    actions: {
      applyMeta: (_, meta) => applyMetaToDocument(doc, meta),
      applyTitle: (_, { title }) => {
        if (title !== undefined) doc.title = title;
      },
    },
  });
}
