import { lazy, Suspense } from 'react';
import { ActivityCentre } from '../features/activity-centre/ActivityCentre.tsx';
import { I18nProvider, type I18nValue } from '../i18n/I18nContext.tsx';
import { type SystemActors, SystemActorsProvider } from './actors-context.tsx';
import type { Composition } from './composition.ts';
import { AppRouter, Route, Switch } from './router.tsx';
import { PATHS } from './routes.ts';
import { Header } from './shell/Header.tsx';
import { NotFound } from './shell/NotFound.tsx';

const AtlasRoute = lazy(() => import('./atlas-route.tsx'));

export interface AppProps {
  composition: Composition;
  actors: SystemActors;
  i18n: I18nValue;
  base: string;
}

/** The shell: providers, header and the routes. */
export function App({ composition, actors, i18n, base }: AppProps) {
  return (
    <SystemActorsProvider value={actors}>
      <I18nProvider value={i18n}>
        <AppRouter base={base}>
          <a className="skip-link" href="#main">
            {i18n.t('app.skipToContent')}
          </a>
          <Header />
          <main id="main" className="app-main">
            <Switch>
              <Route path={PATHS.centre}>
                <ActivityCentre
                  logic={composition.centreLogic}
                  input={composition.centreInput()}
                  inspect={composition.actorOptions.inspect}
                />
              </Route>
              <Route path={PATHS.atlas}>
                <Suspense fallback={<p role="status">{i18n.t('app.loading')}</p>}>
                  <AtlasRoute search={window.location.search} />
                </Suspense>
              </Route>
              <Route>
                <NotFound />
              </Route>
            </Switch>
          </main>
        </AppRouter>
      </I18nProvider>
    </SystemActorsProvider>
  );
}
