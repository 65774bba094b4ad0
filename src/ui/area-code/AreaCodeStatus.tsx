import { type Failure, reachabilityOf } from '../../domain/codes.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { isBrowserOnline } from '../../platform/connectivity.ts';
import { Busy } from '../../ui/Busy.tsx';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';

const SKELETON_ROWS = 6;

/** The picker while its codes load, or after they failed (offline, or another failure). */
export function AreaCodeStatus(props: {
  isFailed: boolean;
  failure: Failure | undefined;
  canRetry: boolean;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  if (props.isFailed) {
    const offline = reachabilityOf(props.failure, isBrowserOnline()) !== 'answered';
    return (
      <div className="area-code-failed" role="alert">
        <p>{offline ? t('areaCode.failedNetwork') : t('areaCode.failed')}</p>
        <Button disabled={!props.canRetry} onClick={props.onRetry}>
          {t('areaCode.retry')}
        </Button>
      </div>
    );
  }
  return (
    <Busy className="area-code-loading" label={t('areaCode.loading')}>
      <Skeleton height="40px" radius="8px" />
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} height="36px" radius="6px" />
      ))}
    </Busy>
  );
}
