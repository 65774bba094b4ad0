import { useI18n } from '../../i18n/I18nContext.tsx';
import { DeepLinkAction } from './DeepLink.tsx';

/** CopyTrading: the app's copy-trading screens (SPEC §2 copyTrade, gotoFollow, gotoBeTrader). */
export function CopyTradingLinks(props: { inApp: boolean }) {
  const { t } = useI18n();
  return (
    <section className="panel copy-links" aria-labelledby="copy-title">
      <h2 id="copy-title" className="panel-title">
        {t('detail.copyTitle')}
      </h2>
      <p>{t('detail.copyIntro')}</p>
      <div className="link-row">
        <DeepLinkAction path="copyTrade" variant="primary" />
        <DeepLinkAction path="gotoFollow" />
        <DeepLinkAction path="gotoBeTrader" />
      </div>
      {!props.inApp && <p className="muted">{t('detail.copyBrowser')}</p>}
    </section>
  );
}
