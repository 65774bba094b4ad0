import { useState } from 'react';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';

type CopyState = 'idle' | 'copied' | 'failed';

/** The invite code with a copy button; the outcome is announced politely. */
export function CopyCode(props: { code: string; label: string }) {
  const { t } = useI18n();
  // Whether the last copy worked is feedback of this button alone, not product state.
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await globalThis.navigator.clipboard.writeText(props.code);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="copy-code" data-state={state}>
      <span className="copy-code-label">{props.label}</span>
      <span className="copy-code-row">
        <code className="copy-code-value" dir="ltr">
          {props.code}
        </code>
        <Button
          variant="secondary"
          onClick={copy}
          aria-label={t('agent.copyCode', { code: props.code })}
        >
          {t('agent.copy')}
        </Button>
      </span>
      <span className="copy-code-status" role="status">
        {state === 'copied' ? t('agent.copied') : state === 'failed' ? t('agent.copyFailed') : ''}
      </span>
    </div>
  );
}
