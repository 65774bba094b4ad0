import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ShareInput, shareMachine } from '../../../machines/share.machine.ts';
import { selectShareState } from '../../../machines/share.selectors.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Busy } from '../../ui/Busy.tsx';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PosterCard } from './PosterCard.tsx';
import {
  type PosterContentLogic,
  type PosterContentRequest,
  selectContent,
  selectContentFailure,
  selectContentState,
} from './poster-content.ts';
import { ShareActions } from './ShareActions.tsx';
import './share.css';
import { useViewActor } from '../../ui/actor.tsx';

export interface SharePosterProps {
  logic: typeof shareMachine;
  /** `elementId` is the id the poster element gets, so the machine captures this poster. */
  input: ShareInput;
  /** Loads the link, QR code and text of the poster. */
  contentLogic: PosterContentLogic;
  contentInput: PosterContentRequest;
  /** The activity's title, printed on the poster. */
  title: string;
}

/** The share poster: the user's invite link and QR code, saved as an image or shared. */
export function SharePoster(props: SharePosterProps) {
  const { t } = useI18n();
  const share = useViewActor(props.logic, { input: props.input });
  const shareState = useSelector(share, selectShareState);
  // Each retry is a new load: the content actor lives as long as its component (view state).
  const [attempt, setAttempt] = useState(0);
  return (
    <section className="panel share" data-state={shareState} aria-labelledby="share-title">
      <h2 id="share-title">{t('share.title')}</h2>
      <PosterLoader
        key={attempt}
        {...props}
        share={share}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    </section>
  );
}

function PosterLoader(
  props: SharePosterProps & { share: ActorRefFrom<typeof shareMachine>; onRetry: () => void },
) {
  const { t } = useI18n();
  const loader = useViewActor(props.contentLogic, { input: props.contentInput });
  const state = useSelector(loader, selectContentState);
  const content = useSelector(loader, selectContent);
  const failure = useSelector(loader, selectContentFailure);
  return (
    <div className="share-body" data-state={state}>
      {state === 'loading' && (
        <Busy className="share-loading" label={t('share.loading')}>
          <Skeleton height="var(--share-poster-height)" radius="16px" />
          <Skeleton height="40px" width="14rem" radius="8px" />
        </Busy>
      )}
      {state === 'failed' && (
        <div className="notice notice-error" role="alert">
          <p>
            <strong>{t('share.loadFailed')}</strong> {failureText(t, failure)}
          </p>
          <Button onClick={props.onRetry}>{t('share.retry')}</Button>
        </div>
      )}
      {state === 'ready' && content && (
        <>
          <PosterCard id={props.input.elementId} title={props.title} content={content} />
          <div className="share-link">
            <p className="muted">{t('share.link')}</p>
            <a href={content.link} dir="ltr" className="share-link-url">
              {content.link}
            </a>
            {!content.inviteCode && <p className="muted">{t('share.visitorLink')}</p>}
          </div>
          <ShareActions actor={props.share} link={content.link} />
        </>
      )}
    </div>
  );
}
