// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import en from '../../../../locales/en.json';
import { activityApplyMachine } from '../../../../machines/activity-apply.machine.ts';
import type { ApplyStatus } from '../../../../src/domain/activity-detail.ts';
import { EnrolmentPanel } from '../../../../src/features/activity-detail/EnrolmentPanel.tsx';
import { I18nProvider } from '../../../../src/i18n/I18nContext.tsx';
import { createTranslator } from '../../../../src/i18n/translator.ts';

afterEach(cleanup);

const i18n = { locale: 'en' as const, dir: 'ltr' as const, t: createTranslator('en', en, en) };
const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));

/** A trader, not enrolled, in the code step of a running activity that asks for a VIP code. */
async function openCodeStep() {
  const logic = activityApplyMachine.provide({
    actors: {
      loadApplyStatus: fromPromise(
        async (): Promise<ApplyStatus> => ({ applied: false, ineligible: [] }),
      ),
      loadCodeHint: fromPromise(() => new Promise<string | undefined>(() => {})),
    },
  });
  const actor = createActor(logic, {
    input: {
      activityId: 701,
      identifier: 'spring-campaign',
      variant: 'standard',
      loggedIn: true,
      inApp: false,
    },
  }).start();
  actor.send({
    type: 'activity.factsChanged',
    stage: 'IN_PROGRESS',
    requirements: { downloadRequired: false, entryCode: 'vip', airdropPrizeId: undefined },
  });
  await flush();
  actor.send({ type: 'activity.apply' });
  render(
    <I18nProvider value={i18n}>
      <EnrolmentPanel applyRef={actor} onLogin={() => {}} />
    </I18nProvider>,
  );
  return actor;
}

describe('the code step’s Cancel', () => {
  it('given the focused empty field, pressing Cancel leaves without asking for the code first', async () => {
    const actor = await openCodeStep();
    const field = screen.getByLabelText('VIP code');
    expect(document.activeElement).toBe(field);

    const cancel = screen.getByRole('button', { name: 'Cancel' });
    // What a browser does on a press: the button takes the focus unless the press says not to.
    if (fireEvent.mouseDown(cancel)) act(() => cancel.focus());
    // Regression: the blur showed "enter the code" above the buttons, which moved Cancel away
    // from under the pointer before the release, so the click was lost (activityApply/13).
    expect(screen.queryByText('Enter the code to continue.')).toBeNull();

    fireEvent.mouseUp(cancel);
    fireEvent.click(cancel);
    expect(actor.getSnapshot().matches({ settled: { standing: 'notApplied' } })).toBe(true);
    actor.stop();
  });
});
