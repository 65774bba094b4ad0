import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { connectPageMeta } from '../../../machines/page-meta.connect.ts';
import type { pageMetaMachine } from '../../../machines/page-meta.machine.ts';
import { type OwnTitlePage, ownTitlePageOf } from '../../domain/page-meta.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { MessageKey } from '../../i18n/messages.ts';

/** Each page's own title is its heading, so a title never says what the page does not. */
const PAGE_HEADINGS: Record<OwnTitlePage, MessageKey> = {
  centre: 'centre.title',
  rewards: 'rewards.title',
  inbox: 'inbox.title',
  agent: 'agent.title',
  download: 'download.title',
};

/**
 * Tells the page-metadata system actor which route is shown, with the route's title in the
 * page's language. It only reports: the actor loads the metadata (getMetaData) and writes the
 * title, as long as its state lasts.
 */
export function PageMetaSync({ pageMeta }: { pageMeta: ActorRefFrom<typeof pageMetaMachine> }) {
  const [route] = useLocation();
  const { t } = useI18n();
  const page = ownTitlePageOf(route);
  const ownTitle = page ? `${t(PAGE_HEADINGS[page])} | ${t('app.name')}` : undefined;
  useEffect(() => {
    connectPageMeta(pageMeta.getSnapshot(), pageMeta.send).showRoute(route, ownTitle);
  }, [pageMeta, route, ownTitle]);
  return null;
}
