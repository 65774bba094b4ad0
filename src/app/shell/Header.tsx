import type { MouseEvent } from 'react';
import type { DebugLabelEvent } from '../../../machines/debug-label.machine.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { useHydrated } from '../../ui/hydrated.ts';
import { Link } from '../../ui/navigation.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { PrimaryNav } from './PrimaryNav.tsx';
import { useSession } from './use-session.ts';

/** Controls of the header whose clicks are their own, not part of the debug series. */
const OWN_CLICKS = 'button, nav, input, select, [role="menu"], .account';

/**
 * Brand, navigation (on a phone a bar at the bottom of the screen) and the account: the user's
 * name and log out, or a log-in link. Quick
 * clicks on the brand or the header's free space reveal the debug label (SPEC §2).
 */
export function Header(props: {
  /** The debug label: made with the first click, so a click carries its time (`at`). */
  debugLabel: { send(event: DebugLabelEvent): void };
  /** When the click happened, epoch ms; the debug label's guards stay pure. */
  now: () => number;
}) {
  const { t } = useI18n();
  const session = useSession();
  // The session's state at hydration is the browser's (its user may have loaded already): the
  // server draws the account empty and the client fills it in right after.
  const hydrated = useHydrated();
  const { state, loginName } = session;
  const countDebugClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest(OWN_CLICKS)) return;
    props.debugLabel.send({ type: 'debug.click', at: props.now() });
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a hidden QA gesture (SPEC §2), not a control; the header's controls keep their own clicks.
    <header className="app-header" onClick={countDebugClick}>
      <Link to="/" className="brand">
        <span className="brand-mark" aria-hidden="true">
          ◆
        </span>
        {t('app.name')}
      </Link>
      <PrimaryNav variant="header" />
      <LanguageMenu />
      <div className="account" data-state={hydrated ? state : 'starting'}>
        {!hydrated && (
          // Holds a visitor's Log in room until the session is known, so the brand and the
          // language menu do not move when the account is filled in (layout shift).
          <span className="btn btn-primary account-room" aria-hidden="true">
            {t('header.login')}
          </span>
        )}
        {hydrated && (
          <>
            {state === 'loadingUser' && <span className="muted">{t('header.loadingUser')}</span>}
            {state === 'ready' && loginName && (
              <span className="account-name">{t('header.account', { name: loginName })}</span>
            )}
            {state === 'failed' && (
              <>
                <span className="muted">{t('header.userFailed')}</span>
                <Button variant="secondary" disabled={!session.canRetry} onClick={session.retry}>
                  {t('header.retry')}
                </Button>
              </>
            )}
            {session.canLogin && <Button onClick={session.login}>{t('header.login')}</Button>}
            {session.canLogout && (
              <Button variant="secondary" onClick={session.logout}>
                {t('header.logout')}
              </Button>
            )}
          </>
        )}
      </div>
      <PrimaryNav variant="bar" />
    </header>
  );
}
