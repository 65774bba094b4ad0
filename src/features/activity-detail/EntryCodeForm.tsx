import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import type { ActivityApplyRef } from '../../../machines/activity.selectors.ts';
import {
  selectCanSubmitCode,
  selectCodeHint,
  selectCodeKind,
} from '../../../machines/activity-apply.selectors.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';

/** The step before enrolling that asks for a register code, a VIP code or a KOL's code. */
export function EntryCodeForm(props: { applyRef: ActivityApplyRef }) {
  const { t } = useI18n();
  const ref = props.applyRef;
  const id = useId();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const kind = useSelector(ref, selectCodeKind) ?? 'register';
  const hint = useSelector(ref, selectCodeHint);
  const canSubmit = useSelector(ref, (s) => selectCanSubmitCode(s, code));
  const missing = touched && code.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (canSubmit) ref.send({ type: 'activity.submitCode', code });
  };

  return (
    <form className="code-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="code-form-title">
        {t('enrol.codeTitle')}
      </p>
      <label htmlFor={`${id}-code`} className="field-label">
        {t(`enrol.codeLabel.${kind}`)}
      </label>
      <p id={`${id}-help`} className="field-help">
        {t(`enrol.codeHelp.${kind}`)}
      </p>
      {hint !== undefined && (
        <p className="code-hint">
          <span>{t('enrol.codeHint', { code: hint })}</span>{' '}
          <Button
            variant="ghost"
            onClick={() => {
              setCode(hint);
              setTouched(true);
            }}
          >
            {t('enrol.useHint')}
          </Button>
        </p>
      )}
      <input
        id={`${id}-code`}
        className="field-input"
        name="code"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        value={code}
        required
        aria-invalid={missing}
        aria-describedby={missing ? `${id}-help ${id}-error` : `${id}-help`}
        onChange={(event) => setCode(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      {missing && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t('enrol.codeRequired')}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" disabled={!canSubmit}>
          {t('enrol.continue')}
        </Button>
        <Button variant="secondary" onClick={() => ref.send({ type: 'activity.cancel' })}>
          {t('enrol.cancel')}
        </Button>
      </div>
    </form>
  );
}
