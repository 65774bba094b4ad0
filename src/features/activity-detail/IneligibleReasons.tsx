import type { IneligibleReason } from '../../domain/activity-detail.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/navigation.tsx';
import { DeepLinkAction } from './DeepLink.tsx';

/** Each reason the trader cannot enrol, with the action that fixes it where there is one. */
export function IneligibleReasons(props: {
  reasons: readonly IneligibleReason[];
  onLogin: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="ineligible">
      <p className="ineligible-title">{t('enrol.ineligible')}</p>
      <ul className="reason-list">
        {props.reasons.map((reason) => (
          <li key={reason} data-reason={reason}>
            <span>{t(`enrol.reason.${reason}`)}</span>
            {reason === 'KYC_REQUIRED' && (
              <DeepLinkAction path="kyc" label="enrol.fix.kyc" variant="primary" />
            )}
            {reason === 'LOGIN_REQUIRED' && (
              <Button onClick={props.onLogin}>{t('enrol.fix.login')}</Button>
            )}
            {reason === 'DOWNLOAD_REQUIRED' && (
              <Link className="btn btn-primary btn-link" to="/download">
                {t('enrol.fix.download')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
