import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
// After nprogress's own sheet, which would otherwise win with its blue.
import './progress-bar.css';

/** SPEC §2: minimum 0.1, speed 200, completion delayed 1 s. */
const COMPLETION_DELAY_MS = 1000;

// nprogress's own template gives the bar role="bar", which is no ARIA role: the bar is
// decoration (the page's own loading states are announced), so it is hidden from assistive tech.
NProgress.configure({
  minimum: 0.1,
  speed: 200,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  // nprogress finds its bar by this selector (role="bar" by default).
  barSelector: '.bar',
});

let pendingDone: ReturnType<typeof setTimeout> | undefined;

/** The one place nprogress is used: the loading bar shown on every route change. */
export function routeChangeStarted(): void {
  if (pendingDone) clearTimeout(pendingDone);
  NProgress.start();
  pendingDone = setTimeout(() => {
    NProgress.done();
    pendingDone = undefined;
  }, COMPLETION_DELAY_MS);
}
