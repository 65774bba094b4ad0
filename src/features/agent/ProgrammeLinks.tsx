import { useSelector } from '@xstate/react';
import { sitesFor } from '../../domain/host-files.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useViewActor } from '../../ui/actor.tsx';
import { type ProgrammeLinksLogic, selectLinks, selectLinksState } from './programme-links.ts';

const NO_INPUT = {};

/** A titled list of the programme's sites, each opened in a new tab; nothing when empty. */
function SiteList(props: {
  part: string;
  title: string;
  sites: readonly { url: string; name: string }[];
}) {
  if (props.sites.length === 0) return null;
  return (
    <div data-part={props.part}>
      <h3>{props.title}</h3>
      <ul>
        {props.sites.map((site) => (
          <li key={site.url}>
            <a href={site.url} target="_blank" rel="noopener noreferrer">
              <bdi>{site.name}</bdi>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The programme's links under the dashboard, from the mirrors' host files: the exchange's
 * official channels (verify.txt), the agency sites and partner agencies, and the affiliate
 * programme's sites. Only links on an official domain are offered; a part whose file failed
 * is simply not drawn (its failure went to tracking, never to the user).
 */
export function ProgrammeLinks(props: { logic: ProgrammeLinksLogic }) {
  const { t, locale } = useI18n();
  const loader = useViewActor(props.logic, { input: NO_INPUT });
  const state = useSelector(loader, selectLinksState);
  const links = useSelector(loader, selectLinks);
  if (state === 'loading' || !links) {
    return <section className="panel programme-links" data-state="loading" aria-busy="true" />;
  }
  const agencySites = sitesFor(links.agencySites, links.channels, locale);
  const affiliateSites = sitesFor(links.affiliateSites, links.channels, locale);
  const channels = links.channels.filter((c) => c.kind !== 'domain');
  const domains = links.channels.filter((c) => c.kind === 'domain');
  const nothing =
    links.channels.length === 0 && agencySites.length === 0 && links.partners.length === 0;
  if (nothing) return null;
  return (
    <section className="panel programme-links" data-state="ready" aria-labelledby="links-title">
      <h2 id="links-title" className="panel-title">
        {t('transport.links.title')}
      </h2>
      {links.channels.length > 0 && (
        <div data-part="official">
          <h3>{t('transport.links.official')}</h3>
          <p className="muted">{t('transport.links.verifyNote')}</p>
          <ul>
            {[...domains, ...channels].map((c) => (
              <li key={`${c.kind}:${c.value}`}>
                <bdi dir="ltr">{c.value}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
      <SiteList part="agency" title={t('transport.links.agencySites')} sites={agencySites} />
      {links.partners.length > 0 && (
        <div data-part="partners">
          <h3>{t('transport.links.partners')}</h3>
          <ul>
            {links.partners.map((partner) => (
              <li key={partner.id}>
                <bdi>{partner.name}</bdi> <span className="muted">({partner.region})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <SiteList
        part="affiliate"
        title={t('transport.links.affiliateSites')}
        sites={affiliateSites}
      />
    </section>
  );
}
