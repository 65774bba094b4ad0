import { useSelector } from '@xstate/react';
import { type FormEvent, useId } from 'react';
import { selectChosenAreaCode } from '../../../machines/area-code.selectors.ts';
import { connectKolBind, type KolBindRef } from '../../../machines/kol-bind.connect.ts';
import type { KolReference } from '../../domain/beginner.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useConnect } from '../../ui/actor.tsx';
import { AreaCodePicker } from '../../ui/area-code/AreaCodePicker.tsx';
import { Button } from '../../ui/Button.tsx';
import { CodeInput } from './CodeInput.tsx';
import { RetryNotice } from './RetryNotice.tsx';

/**
 * The KOL bind task done on its card: the newcomer names the KOL who invited them by code, or
 * by the KOL's phone number (area code picker and number). Mistakes and refusals stay inline.
 * The form is offered while the task is pending; once bound, the KOL's name stays on the card
 * after the exchange's progress push has marked the task done.
 */
export function KolBindForm(props: { actor: KolBindRef; taskPending: boolean }) {
  const { t } = useI18n();
  const id = useId();
  const api = useConnect(props.actor, connectKolBind);
  const { state, way, problem, refusal, busy } = api;
  // The fields' text lives in the machine, which keeps it for the account in this tab until
  // the KOL is bound.
  const { kolCode: code, mobile } = api.draft;
  // The picker's own choice (a kept draft's comes back through its input).
  const areaCode = useSelector(api.areaCode, (s) => (s ? selectChosenAreaCode(s) : undefined));

  if (state === 'bound') {
    return (
      <p className="kol-bound" role="status" data-state="bound">
        <span aria-hidden="true">✓ </span>
        {t('beginner.kol.bound', { name: api.binding?.kolName ?? '' })}
      </p>
    );
  }
  if (!props.taskPending) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reference: KolReference =
      way === 'code'
        ? { by: 'code', kolCode: code }
        : { by: 'phone', areaCode: areaCode?.areaCode ?? '', mobile };
    api.submit(reference);
  };
  const errorId = `${id}-error`;
  const fieldProblem = problem && (
    <p id={errorId} className="field-error" role="alert">
      {t(`beginner.kol.problem.${problem}`)}
    </p>
  );

  return (
    <form
      className="code-form kol-form"
      data-state={state}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <p id={`${id}-title`} className="code-form-title">
        {t('beginner.kol.title')}
      </p>
      <fieldset className="kol-way">
        <legend className="field-label">{t('beginner.kol.way')}</legend>
        <label>
          <input type="radio" name={`${id}-way`} checked={way === 'code'} onChange={api.useCode} />{' '}
          {t('beginner.kol.byCode')}
        </label>{' '}
        <label>
          <input
            type="radio"
            name={`${id}-way`}
            checked={way === 'phone'}
            onChange={api.usePhone}
          />{' '}
          {t('beginner.kol.byPhone')}
        </label>
      </fieldset>
      {way === 'code' ? (
        <>
          <label htmlFor={`${id}-code`} className="field-label">
            {t('beginner.kol.codeLabel')}
          </label>
          <p id={`${id}-help`} className="field-help">
            {t('beginner.kol.codeHelp')}
          </p>
          <CodeInput
            id={`${id}-code`}
            helpId={`${id}-help`}
            errorId={problem && errorId}
            value={code}
            onValue={(kolCode) => api.edit({ kolCode })}
          />
          {fieldProblem}
        </>
      ) : (
        <>
          {api.areaCode && (
            <AreaCodePicker
              actor={api.areaCode}
              onChange={(code) => api.edit({ countryCode: code.countryCode })}
            />
          )}
          <label htmlFor={`${id}-mobile`} className="field-label">
            {t('beginner.kol.phoneLabel')}
          </label>
          <p id={`${id}-phone-help`} className="field-help">
            {t('beginner.kol.phoneHelp')}
          </p>
          <CodeInput
            id={`${id}-mobile`}
            helpId={`${id}-phone-help`}
            errorId={problem && errorId}
            type="tel"
            inputMode="tel"
            value={mobile}
            onValue={(typed) => api.edit({ mobile: typed })}
          />
          {fieldProblem}
        </>
      )}
      {refusal && (
        <p className="field-error" role="alert" data-code={refusal.code}>
          <bdi dir="auto">
            {failureText(t, { kind: 'code', code: refusal.code }, refusal.message)}
          </bdi>
        </p>
      )}
      {api.failure && (
        <RetryNotice
          lead="beginner.kol.failed"
          retryLabel="beginner.kol.retry"
          variant="secondary"
          of={api}
        />
      )}
      <div className="form-actions">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('beginner.kol.binding') : t('beginner.kol.bind')}
        </Button>
      </div>
    </form>
  );
}
