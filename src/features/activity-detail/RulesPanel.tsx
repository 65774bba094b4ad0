import { useI18n } from '../../i18n/I18nContext.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';

/** The campaign's rules, as the campaign manager wrote them (sanitised HTML). */
export function RulesPanel(props: { rules: string }) {
  const { t } = useI18n();
  return (
    <section className="panel rules" aria-labelledby="rules-title">
      <h2 id="rules-title" className="panel-title">
        {t('detail.rules')}
      </h2>
      {props.rules.trim() === '' ? (
        <p className="muted">{t('detail.rulesEmpty')}</p>
      ) : (
        <SafeHtml className="rules-text" html={props.rules} />
      )}
    </section>
  );
}
