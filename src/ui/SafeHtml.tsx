import { useMemo } from 'react';
import { sanitiseHtml } from './sanitise.ts';

/** Server-provided rich text (rules, messages, banners), drawn only after `sanitiseHtml`. */
export function SafeHtml(props: { html: string; className?: string }) {
  const clean = useMemo(() => sanitiseHtml(props.html), [props.html]);
  return (
    <div
      className={['safe-html', props.className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above by sanitiseHtml.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
