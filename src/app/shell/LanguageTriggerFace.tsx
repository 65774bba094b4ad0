import { useI18n } from '../../i18n/I18nContext.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';

/**
 * What the language button shows. Named by its text, "Language English" (or "Language EN" on a
 * phone), so the name holds what the button shows (WCAG 2.5.3 label in name): a voice user
 * says what they see.
 */
export function LanguageTriggerFace() {
  const { t, pageT = t, locale } = useI18n();
  return (
    <>
      <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <VisuallyHidden>{t('header.language')} </VisuallyHidden>
      {/* The language's own name and code come with its first messages (locales/*.json,
          language.*), so the start carries no table of every language's names. The page's
          language, also while the text shows in the original English (so said in its own). */}
      <span className="language-name" lang={locale}>
        {pageT('language.name')}
      </span>
      <span className="language-code">{pageT('language.code')}</span>
    </>
  );
}
