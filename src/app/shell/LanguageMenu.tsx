import { DropdownMenu } from 'radix-ui';
import { useLocation } from 'wouter';
import { LANGUAGES, languageOf } from '../../domain/language.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';

/**
 * The language menu: each language is a link to the same page under its locale prefix, so
 * the choice is a plain navigation (and bookmarkable); the page loads in that language.
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
      <DropdownMenu.Trigger
        className="btn btn-ghost language-trigger"
        aria-label={t('header.language')}
      >
        <span aria-hidden="true">🌐</span> {languageOf(locale).labelName}
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
