import type { ReactNode } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { type Navigation, NavigationProvider } from '../ui/navigation.tsx';

/** The one place wouter is used: the router under a locale base, and navigation for views. */
export function AppRouter(props: { base: string; children: ReactNode }) {
  return (
    <Router base={props.base}>
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

export { Route, Switch };
