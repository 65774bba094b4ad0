import { DropdownMenu } from 'radix-ui';
import { useLocation } from 'wouter';
import { LANGUAGES } from '../../domain/language.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { rememberPickedLocale } from '../../platform/locale-memory.ts';
import { LanguageTriggerFace } from './LanguageTriggerFace.tsx';

/**
 * The language menu, open: each language is a link to the same page under its locale prefix,
 * so the choice is a plain navigation (and bookmarkable); the page loads in that language,
 * which is remembered for later addresses that name no language. Loaded when the user reaches
 * for the menu (LanguageMenu.tsx): radix's menu and its positioning are not part of the start.
 */
export function LanguageMenuDropdown({ defaultOpen }: { defaultOpen: boolean }) {
  const { locale } = useI18n();
  const [path] = useLocation();
  // ?locale= would override the prefix, so the links drop it and keep the rest of the query.
  const query = new URLSearchParams(window.location.search);
  query.delete('locale');
  const search = query.size ? `?${query}` : '';
  const sorted = [...LANGUAGES].sort((a, b) => a.sortPriority - b.sortPriority);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="btn btn-ghost language-trigger">
        <LanguageTriggerFace />
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
