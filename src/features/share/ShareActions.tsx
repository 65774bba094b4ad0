import type { ActorRefFrom } from 'xstate';
import { connectShare } from '../../../machines/share.connect.ts';
import type { shareMachine } from '../../../machines/share.machine.ts';
import { ShareCaptureError } from '../../domain/share-image.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { useConnect } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';

const ERROR_KEYS: Record<string, MessageKey> = {
  [ShareCaptureError.ElementNotFound]: 'share.errors.element',
  [ShareCaptureError.No2dContext]: 'share.errors.context',
  [ShareCaptureError.BlobFailed]: 'share.errors.blob',
  [ShareCaptureError.Base64Failed]: 'share.errors.base64',
};

/** "Save image" and "Share", what the share is doing, and a capture failure with a retry. */
export function ShareActions(props: { actor: ActorRefFrom<typeof shareMachine>; link: string }) {
  const { t } = useI18n();
  const { actor, link } = props;
  const share = useConnect(actor, connectShare);

  return (
    <div className="share-actions" data-state={share.dataState}>
      <div className="share-buttons">
        <Button disabled={!share.canSave} onClick={() => share.save(link)}>
          {t('share.save')}
        </Button>
        <Button variant="secondary" disabled={!share.canShare} onClick={() => share.share(link)}>
          {t('share.share')}
        </Button>
      </div>
      <p role="status" className="share-status">
        {share.isWorking && t('share.working')}
        {share.isDone && t('share.done')}
      </p>
      {share.error !== undefined && (
        <div className="notice notice-error" role="alert">
          <p>{t(ERROR_KEYS[share.error] ?? 'share.errors.other')}</p>
          <div className="share-buttons">
            <Button disabled={!share.canRetry} onClick={share.retry}>
              {t('share.retry')}
            </Button>
            <Button variant="secondary" disabled={!share.canDismiss} onClick={share.dismiss}>
              {t('share.dismiss')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
