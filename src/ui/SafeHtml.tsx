import { useMemo } from 'react';
import { useHydrated } from './hydrated.ts';
import { sanitiseHtml } from './sanitise.ts';

/**
 * Server-provided rich text (rules, messages, banners), drawn only after `sanitiseHtml`. Its
 * direction is its own (`dir="auto"`, and each paragraph by its first strong letter, see
 * ui.css), so English rules keep their order and full stops inside an Arabic page.
 */
export function SafeHtml(props: { html: string; className?: string }) {
  // The sanitiser needs a browser's DOM: the server's page leaves the text to the client, which
  // fills it in right after hydrating (hydration keeps the empty box as the server drew it).
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? sanitiseHtml(props.html) : ''), [hydrated, props.html]);
  return (
    <div
      dir="auto"
      className={['safe-html', props.className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above by sanitiseHtml.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
