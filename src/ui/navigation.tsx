import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';
import { resolveLink } from '../domain/link-policy.ts';

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

/** Outside a browser there is no page origin: only paths then resolve, to a placeholder. */
const pageOrigin = () => globalThis.location?.origin ?? 'http://localhost';

/**
 * A link to a product path or to any URL the exchange gives (a banner's target). The one link
 * policy (src/domain/link-policy) judges `to`: a path of this site is an in-app link, a real
 * anchor (middle click, copy link) that navigates without a reload; an address on an allowed
 * host is a plain anchor; anything else is no link at all, only its content.
 */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const nav = useNavigation();
  const target = resolveLink(to, { origin: pageOrigin() });
  if (target === undefined) {
    return <span className={rest.className}>{rest.children}</span>;
  }
  if (target.kind === 'external') {
    return <a {...rest} href={target.href} rel="noopener noreferrer" onClick={onClick} />;
  }
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    nav.navigate(target.path);
  };
  return <a {...rest} href={nav.href(target.path)} onClick={handle} />;
}
