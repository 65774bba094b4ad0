import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { pageMetaMachine } from '../../../machines/page-meta.machine.ts';

/**
 * Tells the page-metadata system actor which route is shown. It only reports the route: the
 * actor loads the metadata (getMetaData) and writes the title, as long as its state lasts.
 */
export function PageMetaSync({ pageMeta }: { pageMeta: ActorRefFrom<typeof pageMetaMachine> }) {
  const [route] = useLocation();
  useEffect(() => {
    pageMeta.send({ type: 'meta.route', route });
  }, [pageMeta, route]);
  return null;
}
