/**
 * Calls `onPage` for the first page and for each route change. The router (wouter, kept to
 * src/app/router.tsx) announces its own navigations with `pushState`/`replaceState` events
 * on the window, and the browser's back and forward with `popstate`; only a new path counts,
 * so a changed query does not make a second page view.
 */
export function watchPageViews(win: Window, onPage: (pathname: string) => void): () => void {
  let last: string | undefined;
  const check = () => {
    const path = win.location.pathname;
    if (path === last) return;
    last = path;
    onPage(path);
  };
  const events = ['popstate', 'pushState', 'replaceState'] as const;
  for (const name of events) win.addEventListener(name, check);
  check();
  return () => {
    for (const name of events) win.removeEventListener(name, check);
  };
}
