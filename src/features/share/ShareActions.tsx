import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { shareMachine } from '../../../machines/share.machine.ts';
import {
  selectCanShare,
  selectShareError,
  selectShareState,
} from '../../../machines/share.selectors.ts';
import { ShareCaptureError } from '../../domain/share-image.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { Button } from '../../ui/Button.tsx';

const ERROR_KEYS: Record<string, MessageKey> = {
  [ShareCaptureError.ElementNotFound]: 'share.errors.element',
  [ShareCaptureError.No2dContext]: 'share.errors.context',
  [ShareCaptureError.BlobFailed]: 'share.errors.blob',
  [ShareCaptureError.Base64Failed]: 'share.errors.base64',
};

const WORKING = ['waiting', 'capturing', 'delivering'];

/** "Save image" and "Share", what the share is doing, and a capture failure with a retry. */
export function ShareActions(props: { actor: ActorRefFrom<typeof shareMachine>; link: string }) {
  const { t } = useI18n();
  const { actor, link } = props;
  const state = useSelector(actor, selectShareState);
  const canSave = useSelector(actor, (s) => selectCanShare(s, 'save'));
  const canShare = useSelector(actor, (s) => selectCanShare(s, 'share'));
  const error = useSelector(actor, selectShareError);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'share.retry' }));
  const canDismiss = useSelector(actor, (s) => s.can({ type: 'share.dismiss' }));

  return (
    <div className="share-actions" data-state={state}>
      <div className="share-buttons">
        <Button
          disabled={!canSave}
          onClick={() => actor.send({ type: 'share.start', mode: 'save', linkUrl: link })}
        >
          {t('share.save')}
        </Button>
        <Button
          variant="secondary"
          disabled={!canShare}
          onClick={() => actor.send({ type: 'share.start', mode: 'share', linkUrl: link })}
        >
          {t('share.share')}
        </Button>
      </div>
      <p role="status" className="share-status">
        {WORKING.includes(state) && t('share.working')}
        {state === 'done' && t('share.done')}
      </p>
      {error !== undefined && (
        <div className="notice notice-error" role="alert">
          <p>{t(ERROR_KEYS[error] ?? 'share.errors.other')}</p>
          <div className="share-buttons">
            <Button disabled={!canRetry} onClick={() => actor.send({ type: 'share.retry' })}>
              {t('share.retry')}
            </Button>
            <Button
              variant="secondary"
              disabled={!canDismiss}
              onClick={() => actor.send({ type: 'share.dismiss' })}
            >
              {t('share.dismiss')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
