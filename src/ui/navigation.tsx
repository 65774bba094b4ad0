import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';

/**
 * How views move between the product's pages without knowing the router: the app provides
 * it, so features and primitives stay free of routing code.
 */
export interface Navigation {
  /** The address of a product path, under the current locale. */
  href: (path: string) => string;
  navigate: (path: string) => void;
}

const NavigationContext = createContext<Navigation>({
  href: (path) => path,
  navigate: (path) => globalThis.location?.assign(path),
});

export const NavigationProvider = NavigationContext.Provider;

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** An in-app link: a real anchor (middle click, copy link) that navigates without a reload. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const nav = useNavigation();
  const external = /^[a-z]+:/i.test(to);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (external || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    nav.navigate(to);
  };
  return <a {...rest} href={external ? to : nav.href(to)} onClick={handle} />;
}
