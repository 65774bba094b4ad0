import { lazy, type ReactNode, Suspense } from 'react';
import { I18nProvider, type I18nValue } from '../i18n/I18nContext.tsx';
import { InspectionProvider } from '../ui/actor.tsx';
import { AssetSiteProvider } from '../ui/asset-url.tsx';
import { focusRegionLater } from '../ui/focus-region-later.ts';
import { HydrationEnd, useHydratedLater } from '../ui/hydrated.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { type SystemActors, SystemActorsProvider } from './actors-context.tsx';
import type { Composition } from './composition.ts';
import { showCrashNotice } from './crash-notice.ts';
import { ErrorBoundary } from './monitoring/ErrorBoundary.tsx';
import { AppRouter, Route, Switch } from './router.tsx';
import { ROUTE_MODULES } from './routes/route-modules.ts';
import { PATHS } from './routes.ts';
import { ServicesProvider } from './services-context.tsx';
import { FeedbackProvider } from './shell/FeedbackProvider.tsx';
import { Header } from './shell/Header.tsx';
import { NotFound } from './shell/NotFound.tsx';
import { PageMetaSync } from './shell/PageMetaSync.tsx';
import { ShellParts } from './shell/ShellParts.tsx';

// Every route, the one opened included, is its own chunk (main.tsx preloads the opened one).
const CentreRoute = lazy(ROUTE_MODULES.centre);
const AtlasRoute = lazy(ROUTE_MODULES.atlas);
const ActivityRoute = lazy(ROUTE_MODULES.activity);
const EventsRoute = lazy(ROUTE_MODULES.events);
const RewardsRoute = lazy(ROUTE_MODULES.rewards);
const InboxRoute = lazy(ROUTE_MODULES.inbox);
const AgentRoute = lazy(ROUTE_MODULES.agent);
const DownloadRoute = lazy(ROUTE_MODULES.download);

export interface AppProps {
  composition: Composition;
  actors: SystemActors;
  i18n: I18nValue;
  base: string;
  /** On the server: the page's path under the base, which has no browser location to read. */
  ssrPath?: string;
}

/**
 * A route loaded on demand, with a skeleton of the page while its code arrives. The server's
 * page is hydrated last here (a boundary of its own), which ends the hydration phase.
 */
function Lazy(props: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      {props.children}
      <HydrationEnd />
    </Suspense>
  );
}

function PageSkeleton() {
  return (
    <div className="page-skeleton" data-state="loadingRoute" aria-busy="true">
      <Skeleton height="2.5rem" width="60%" radius="8px" />
      <Skeleton height="var(--banner-height)" radius="12px" />
      <Skeleton height="12rem" radius="12px" />
    </div>
  );
}

/**
 * What only the browser draws: the shell's overlays read the window and run actors, so the
 * server draws none of them. A component of its own: the change when hydration ends redraws
 * only this, not the shell around it.
 */
function AfterHydration(props: { children: ReactNode }) {
  return useHydratedLater() ? props.children : null;
}

/**
 * The shell: providers, header, the routes, and once for the whole page the dialog, the
 * toasts, the debug label, the translation tip (tr-TR) and the page's metadata.
 */
export function App({ composition, actors, i18n, base, ssrPath }: AppProps) {
  const { shell } = composition;
  return (
    <ServicesProvider value={composition.services}>
      <AssetSiteProvider value={composition.services.site}>
        <InspectionProvider value={composition.inspect}>
          <SystemActorsProvider value={actors}>
            <I18nProvider value={i18n}>
              <FeedbackProvider value={composition.feedback}>
                <AppRouter
                  base={base}
                  ssrPath={ssrPath}
                  onRouteChange={composition.services.firstView.drop}
                >
                  <PageMetaSync pageMeta={shell.pageMeta} />
                  <a className="skip-link" href="#main">
                    {i18n.t('app.skipToContent')}
                  </a>
                  <Header debugLabel={shell.debugLabel} now={composition.services.now} />
                  <main id="main" className="app-main" ref={focusRegionLater}>
                    <ErrorBoundary
                      onError={(error, componentStack) =>
                        composition.monitoring.reporter.report(error, {
                          source: 'boundary',
                          componentStack,
                        })
                      }
                      onCrash={() =>
                        showCrashNotice(document, i18n.t, () => window.location.reload())
                      }
                    >
                      <Switch>
                        <Route path={PATHS.centre}>
                          <Lazy>
                            <CentreRoute composition={composition} />
                          </Lazy>
                        </Route>
                        <Route path={PATHS.shell}>
                          <Lazy>
                            <CentreRoute composition={composition} />
                          </Lazy>
                        </Route>
                        <Route path={PATHS.activity}>
                          {(params) => (
                            <Lazy>
                              <ActivityRoute id={params.id} />
                            </Lazy>
                          )}
                        </Route>
                        <Route path={PATHS.activityByCode}>
                          {(params) => (
                            <Lazy>
                              <ActivityRoute code={params.code} />
                            </Lazy>
                          )}
                        </Route>
                        <Route path={PATHS.eventsIndex}>
                          <Lazy>
                            <EventsRoute />
                          </Lazy>
                        </Route>
                        <Route path={PATHS.events}>
                          {(params) => (
                            <Lazy>
                              <ActivityRoute alias={params.alias} />
                            </Lazy>
                          )}
                        </Route>
                        <Route path={PATHS.rewards}>
                          <Lazy>
                            <RewardsRoute />
                          </Lazy>
                        </Route>
                        <Route path={PATHS.inbox}>
                          <Lazy>
                            <InboxRoute />
                          </Lazy>
                        </Route>
                        <Route path={PATHS.inboxMessage}>
                          {(params) => (
                            <Lazy>
                              <InboxRoute messageId={params.id} />
                            </Lazy>
                          )}
                        </Route>
                        <Route path={PATHS.agent}>
                          <Lazy>
                            <AgentRoute />
                          </Lazy>
                        </Route>
                        <Route path={PATHS.download}>
                          <Lazy>
                            <DownloadRoute />
                          </Lazy>
                        </Route>
                        <Route path={PATHS.atlas}>
                          {(params) => (
                            <Suspense fallback={<p role="status">{i18n.t('app.loading')}</p>}>
                              <AtlasRoute
                                machine={params.machine}
                                search={window.location.search}
                                hash={window.location.hash}
                              />
                              <HydrationEnd />
                            </Suspense>
                          )}
                        </Route>
                        <Route>
                          <NotFound />
                          <HydrationEnd />
                        </Route>
                      </Switch>
                    </ErrorBoundary>
                  </main>
                  <AfterHydration>
                    <ShellParts composition={composition} />
                  </AfterHydration>
                </AppRouter>
              </FeedbackProvider>
            </I18nProvider>
          </SystemActorsProvider>
        </InspectionProvider>
      </AssetSiteProvider>
    </ServicesProvider>
  );
}
