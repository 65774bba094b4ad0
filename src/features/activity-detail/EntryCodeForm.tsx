import { type FormEvent, useId, useState } from 'react';
import type { ActivityApplyApi } from '../../../machines/activity-apply.connect.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { CodeInput } from './CodeInput.tsx';

/**
 * The step appears because the user asked to enrol (or sent a code that was turned away): its
 * field is brought into view and focused as it mounts, so that on a phone, where the step can
 * open below the fold, and for keyboard and screen-reader users, the tap visibly leads there.
 * A stable callback, so React calls it once per mount and not on every keystroke.
 */
function showField(field: HTMLInputElement | null) {
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView?.({ block: 'center' });
}

/**
 * The step before enrolling that asks for a register code, a VIP code or a KOL's code. It gets
 * the enrolment panel's API: the code is only typed here, the machine decides what it takes.
 */
export function EntryCodeForm(props: { api: ActivityApplyApi }) {
  const { t } = useI18n();
  const { codeHint: hint, canSubmitCode, codeRefusal: refusal } = props.api;
  const kind = props.api.codeKind ?? 'register';
  const id = useId();
  // A code the exchange turned away comes back in the field, to be corrected.
  const [code, setCode] = useState(refusal?.typed ?? '');
  const [touched, setTouched] = useState(false);
  const empty = code.trim() === '';
  const missing = touched && empty;
  const errorId = missing || refusal ? `${id}-error` : undefined;
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
        errorId={errorId}
        ref={showField}
        name="code"
        value={code}
        required
        onValue={setCode}
        onBlur={() => setTouched(true)}
      />
      {missing ? (
        <p id={errorId} className="field-error" role="alert">
          {t('enrol.codeRequired')}
        </p>
      ) : (
        refusal && (
          <p id={errorId} className="field-error" role="alert" data-code={refusal.code}>
            {t(`enrol.codeRefused.${kind}`)}
            {refusal.message && (
              <>
                {' '}
                <bdi dir="auto">{refusal.message}</bdi>
              </>
            )}
          </p>
        )
      )}
      <div className="form-actions">
        <Button type="submit" disabled={!canSubmitCode || empty}>
          {t('enrol.continue')}
        </Button>
        <Button
          variant="secondary"
          // The field is focused as the step opens: a press that blurred it would show "enter
          // the code" above the buttons, move Cancel down under the pointer and lose the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={props.api.cancelCode}
        >
          {t('enrol.cancel')}
        </Button>
      </div>
    </form>
  );
}
