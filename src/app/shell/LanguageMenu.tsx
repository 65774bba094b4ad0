import { DropdownMenu } from 'radix-ui';
import { useLocation } from 'wouter';
import { LANGUAGES, languageOf } from '../../domain/language.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { rememberPickedLocale } from '../../platform/locale-memory.ts';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';

/**
 * The language menu: each language is a link to the same page under its locale prefix, so
 * the choice is a plain navigation (and bookmarkable); the page loads in that language, which
 * is remembered for later addresses that name no language.
 */
export function LanguageMenu() {
  const { t, locale } = useI18n();
  const [path] = useLocation();
  // ?locale= would override the prefix, so the links drop it and keep the rest of the query.
  const query = new URLSearchParams(window.location.search);
  query.delete('locale');
  const search = query.size ? `?${query}` : '';
  const sorted = [...LANGUAGES].sort((a, b) => a.sortPriority - b.sortPriority);
  return (
    <DropdownMenu.Root>
      {/* Named by its text, "Language English" (or "Language EN" on a phone), so the name holds
          what the button shows (WCAG 2.5.3 label in name): a voice user says what they see. */}
      <DropdownMenu.Trigger className="btn btn-ghost language-trigger">
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
        <span className="language-name">{languageOf(locale).labelName}</span>
        <span className="language-code">{languageOf(locale).langCode.toUpperCase()}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          {sorted.map((entry) => (
            <DropdownMenu.Item key={entry.language} asChild>
              <a
                className="menu-item"
                href={`/${entry.language}${path}${search}`}
                lang={entry.language}
                aria-current={entry.language === locale ? 'true' : undefined}
                // Remembered for addresses without a locale (main.tsx); the link then loads it.
                onClick={() => rememberPickedLocale(entry.language)}
              >
                {entry.labelName}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
