import type { CSSProperties, ReactNode } from 'react';
import type { EventGateRef } from '../../../machines/activity.selectors.ts';
import { connectEventGate, type EventGateApi } from '../../../machines/event-gate.connect.ts';
import type { HiddenReason } from '../../domain/event-page.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { type FieldEquality, sameApi, useConnect } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/navigation.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { RetryNotice } from './RetryNotice.tsx';
import './events.css';

/** Each part is made afresh on every read: compared field by field, it redraws only on change. */
const GATE_FIELDS: FieldEquality<EventGateApi> = {
  visibility: (a, b) => sameApi(a, b),
  intro: (a, b) => sameApi(a, b),
};

/**
 * The detail's frame: its content only once the exchange says this viewer may see it
 * (checkShowActivity), else why not; on /events pages the campaign's colours
 * (customized/baseInfo) around it. A page that came with its first view keeps it while the
 * check runs: the exchange's page server drew it for this viewer already.
 */
export function EventGate(props: {
  gate: EventGateRef | undefined;
  /** Why the exchange would hide this activity, should it say so. */
  hiddenReason: HiddenReason;
  cameWithFirstView: boolean;
  children: ReactNode;
}) {
  if (!props.gate) return props.children;
  return (
    <GateView {...props} gate={props.gate}>
      {props.children}
    </GateView>
  );
}

function GateView(props: {
  gate: EventGateRef;
  hiddenReason: HiddenReason;
  cameWithFirstView: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { visibility: gate, intro } = useConnect(props.gate, connectEventGate, GATE_FIELDS);
  const visibility = gate.state;
  const { primaryColour: primary, accentColour: accent } = intro;
  const style = {
    ...(primary ? { '--event-primary': primary } : {}),
    ...(accent ? { '--event-accent': accent } : {}),
  } as CSSProperties;

  return (
    <div
      className="event-gate"
      data-visibility={visibility}
      data-themed={primary ? '' : undefined}
      style={style}
    >
      {visibility === 'checking' && !props.cameWithFirstView && (
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('events.checking')}</VisuallyHidden>
          <Skeleton height="var(--detail-hero-height)" radius="12px" />
        </div>
      )}
      {visibility === 'hidden' && (
        <section className="detail-failed event-hidden" aria-labelledby="event-hidden-title">
          <h1 id="event-hidden-title" className="detail-title">
            {t('events.hiddenTitle')}
          </h1>
          <div className="notice notice-warning" role="status">
            <p>
              {props.hiddenReason === 'withdrawn'
                ? t('events.hiddenWithdrawn')
                : t('events.hiddenRegion')}
            </p>
            <div className="form-actions">
              <Link className="btn btn-secondary btn-link" to="/">
                {t('detail.allCampaigns')}
              </Link>
            </div>
          </div>
        </section>
      )}
      {visibility === 'failed' && (
        <div className="notice notice-error" role="alert">
          <p>
            {t('events.checkFailed')} {failureText(t, gate.failure)}
          </p>
          <div className="form-actions">
            <Button disabled={!gate.canRetry} onClick={gate.retry}>
              {t('detail.retry')}
            </Button>
          </div>
        </div>
      )}
      {/* One place for the content, so that the check ending keeps what the first view drew
          (hydrated) instead of drawing it afresh. */}
      {(visibility === 'shown' || (visibility === 'checking' && props.cameWithFirstView)) &&
        props.children}
    </div>
  );
}

/**
 * An /events page's introduction (getAlias, introduce): the manager's headline, words and
 * highlights, marked with the campaign's colour; nothing on other pages.
 */
export function EventIntro(props: { gate: EventGateRef }) {
  const { t } = useI18n();
  const api = useConnect(props.gate, connectEventGate, GATE_FIELDS);
  const { state, introduction: intro } = api.intro;
  if (state === 'none') return null;
  return (
    <section
      className="panel event-intro"
      data-state={state}
      aria-labelledby={state === 'shown' ? 'event-intro-title' : undefined}
    >
      {state === 'loading' && (
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('events.introLoading')}</VisuallyHidden>
          <Skeleton height="6rem" radius="8px" />
        </div>
      )}
      {state === 'failed' && (
        <RetryNotice lead="events.introFailed" retryLabel="detail.retry" of={api.intro} />
      )}
      {state === 'shown' && intro && (
        <>
          <p className="event-kicker">{t('events.about')}</p>
          <h2 id="event-intro-title" className="panel-title" dir="auto">
            {intro.title}
          </h2>
          <SafeHtml className="event-introduce" html={intro.introduce} />
          {intro.highlights.length > 0 && (
            <ul className="event-highlights">
              {intro.highlights.map((h) => (
                <li key={h} dir="auto">
                  {h}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
