import { type FormEvent, useId, useState } from 'react';
import type { ActivityApplyApi } from '../../../machines/activity-apply.connect.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { CodeInput } from './CodeInput.tsx';

/**
 * The step before enrolling that asks for a register code, a VIP code or a KOL's code. It gets
 * the enrolment panel's API: the code is only typed here, the machine decides what it takes.
 */
export function EntryCodeForm(props: { api: ActivityApplyApi }) {
  const { t } = useI18n();
  const { codeHint: hint, canSubmitCode } = props.api;
  const kind = props.api.codeKind ?? 'register';
  const id = useId();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = code.trim() === '';
  const missing = touched && empty;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!empty) props.api.submitCode(code);
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
      <CodeInput
        id={`${id}-code`}
        helpId={`${id}-help`}
        errorId={missing ? `${id}-error` : undefined}
        name="code"
        value={code}
        required
        onValue={setCode}
        onBlur={() => setTouched(true)}
      />
      {missing && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t('enrol.codeRequired')}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" disabled={!canSubmitCode || empty}>
          {t('enrol.continue')}
        </Button>
        <Button variant="secondary" onClick={props.api.cancelCode}>
          {t('enrol.cancel')}
        </Button>
      </div>
    </form>
  );
}
