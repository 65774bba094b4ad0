import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connectDebugLabel } from '../../../machines/debug-label.connect.ts';
import type { debugLabelMachine } from '../../../machines/debug-label.machine.ts';
import { connectHostSelection } from '../../../machines/host-selection.connect.ts';
import { selectGateway } from '../../../machines/session.selectors.ts';
import { NATIVE_PATHS, type NativePath } from '../../domain/native-paths.ts';
import { formatLocalDateTime, formatUtcDateTime } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useConnect } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import type { ShellActors } from '../composition.ts';
import { readDebugInfo } from '../effects/debug-label.ts';
import type { AppServices } from '../effects/services.ts';
import { DebugTry } from './DebugTry.tsx';
import './shell.css';

/**
 * The hidden debug label of SPEC §2 for QA: the client version, the chosen API host, the
 * locale, the gateway variant, whether the page runs in the app, the last tracked events,
 * and a way to try the app's deep links.
 */
export function DebugPanel(props: {
  actors: Pick<ShellActors, 'hostSelection' | 'session'> & {
    /** The debug label's actor, running once the header was first clicked. */
    debugLabel: ActorRefFrom<typeof debugLabelMachine>;
  };
  /** Read when the label is drawn: the version, locale, app and last tracked events. */
  services: AppServices;
}) {
  const { debugLabel, hostSelection, session } = props.actors;
  const { t } = useI18n();
  const label = useConnect(debugLabel, connectDebugLabel);
  const host = useConnect(hostSelection, connectHostSelection).chosen;
  const gateway = useSelector(session, selectGateway);
  const titleId = useId();
  const targetId = useId();
  const [target, setTarget] = useState<NativePath>(NATIVE_PATHS[0]);
  const feedback = useFeedback();

  if (!label.isShown) return <div className="debug-label" data-state={label.dataState} hidden />;
  const info = readDebugInfo(props.services);
  return (
    <section className="debug-label" data-state={label.dataState} aria-labelledby={titleId}>
      <header className="debug-head">
        <h2 id={titleId}>{t('debug.title')}</h2>
        <Button variant="secondary" disabled={!label.canHide} onClick={label.hide}>
          {t('debug.hide')}
        </Button>
      </header>
      <dl className="debug-facts">
        <dt>{t('debug.version')}</dt>
        <dd dir="ltr">{info.version}</dd>
        <dt>{t('debug.host')}</dt>
        <dd dir="ltr">
          {host
            ? t('debug.hostSpeed', { host: host.host, ms: Math.round(host.speed) })
            : t('debug.hostPending')}
        </dd>
        <dt>{t('debug.locale')}</dt>
        <dd dir="ltr">{info.locale}</dd>
        <dt>{t('debug.gateway')}</dt>
        <dd>{gateway === 'private' ? t('debug.gatewayPrivate') : t('debug.gatewayPublic')}</dd>
        <dt>{t('debug.inApp')}</dt>
        <dd>
          {info.inApp
            ? t('debug.inAppYes', { version: info.appVersion ?? '' })
            : t('debug.inAppNo')}
        </dd>
      </dl>
      <h3>{t('debug.events')}</h3>
      {info.recentEvents.length === 0 ? (
        <p className="muted">{t('debug.noEvents')}</p>
      ) : (
        <ol className="debug-events">
          {info.recentEvents.map((event) => (
            <li key={`${event.at}-${event.name}`}>
              <code>{event.name}</code>{' '}
              <time dateTime={new Date(event.at).toISOString()} title={formatUtcDateTime(event.at)}>
                {formatLocalDateTime(event.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
      <DebugTry now={props.services.now} />
      <form
        className="debug-deep-link"
        onSubmit={(event) => {
          event.preventDefault();
          feedback.navigateNative(target);
        }}
      >
        <h3>{t('debug.deepLink')}</h3>
        <label htmlFor={targetId}>{t('debug.deepLinkTarget')}</label>
        <select
          id={targetId}
          value={target}
          onChange={(event) => setTarget(event.target.value as NativePath)}
        >
          {NATIVE_PATHS.map((path) => (
            <option key={path} value={path}>
              {path}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary">
          {t('debug.open')}
        </Button>
      </form>
    </section>
  );
}
