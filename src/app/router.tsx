import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { type Navigation, NavigationProvider } from '../ui/navigation.tsx';

/** The bar's code (nprogress) is needed only once the user moves to another route. */
const showRouteChange = () =>
  import('./progress-bar.ts').then(
    (bar) => bar.routeChangeStarted(),
    () => {},
  );

/** The one place wouter is used: the router under a locale base, and navigation for views. */
export function AppRouter(props: {
  base: string;
  /** The path to draw on the server, where there is no browser location. */
  ssrPath?: string;
  /** Called on every route change (links, back and forward), not on the first load. */
  onRouteChange?: () => void;
  children: ReactNode;
}) {
  return (
    <Router base={props.base} ssrPath={props.ssrPath}>
      <RouteChangeBar onRouteChange={props.onRouteChange} />
      <NavigationBridge base={props.base}>{props.children}</NavigationBridge>
    </Router>
  );
}

function NavigationBridge(props: { base: string; children: ReactNode }) {
  const [, setLocation] = useLocation();
  const navigation: Navigation = {
    href: (path) => `${props.base}${path}`,
    navigate: (path) => setLocation(path),
  };
  return <NavigationProvider value={navigation}>{props.children}</NavigationProvider>;
}

/** Shows the loading bar on every route change (links, back and forward), not on first load. */
function RouteChangeBar(props: { onRouteChange?: () => void }) {
  const [location] = useLocation();
  const previous = useRef(location);
  const { onRouteChange } = props;
  useLayoutEffect(() => {
    if (location === previous.current) return;
    previous.current = location;
    onRouteChange?.();
    void showRouteChange();
  }, [location, onRouteChange]);
  return null;
}

/** The current path under the locale base (for marking the current page in the navigation). */
export function useCurrentPath(): string {
  return useLocation()[0];
}

export { Route, Switch };
