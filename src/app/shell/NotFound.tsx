import { useI18n } from '../../i18n/I18nContext.tsx';
import { Link } from '../../ui/navigation.tsx';

export function NotFound() {
  const { t } = useI18n();
  return (
    <div className="not-found" data-state="notFound">
      <h1>{t('notFound.title')}</h1>
      <Link to="/">{t('notFound.back')}</Link>
    </div>
  );
}
