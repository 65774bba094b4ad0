// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusRegion, returnFocus } from '../../../src/ui/focus-region.ts';

/** A withdrawal's button in the enrolment panel, as the detail page draws it. */
const withdrawButton = () => {
  const button = document.createElement('button');
  button.textContent = 'Withdraw enrolment';
  return button;
};

/** The page's main element with the enrolment panel; the dialogs are drawn outside it. */
function page() {
  document.body.innerHTML =
    '<main><section class="panel enrolment"><h2>Enrolment</h2><p role="status">You’re enrolled</p></section></main>';
  const main = document.querySelector('main')!;
  const panel = main.querySelector('section')!;
  return { main, panel };
}

/** A dialog drawn over the page (a portal: outside the main element), focus on its button. */
function openDialog() {
  const dialog = document.createElement('div');
  dialog.innerHTML = '<button>Keep my enrolment</button>';
  document.body.append(dialog);
  dialog.querySelector('button')!.focus();
  return dialog;
}

/** Lets the observer's callback (a microtask) run, and with it the timer it sets. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let stop: (() => void) | undefined;

/**
 * The page with its focus region watching the main element, and focus on the withdrawal's
 * button in the enrolment panel.
 */
function pageWithFocusOnWithdraw() {
  const { main, panel } = page();
  stop = focusRegion(main);
  const button = withdrawButton();
  panel.append(button);
  button.focus();
  return { panel, button };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('focus region: a dialog closing onto a state change', () => {
  it('a dialog opened and closed before the observer looked: the next closing still finds the enrolment (regression: focus on the body after a withdrawal)', async () => {
    const { panel, button: first } = pageWithFocusOnWithdraw();

    // "Withdraw enrolment": the button goes, its confirmation opens (the observer's timer is set).
    first.remove();
    let dialog = openDialog();
    // Cancelled before that timer ran (a quick Escape, a busy page): the dialog is gone, focus
    // on the body, the button drawn again.
    dialog.remove();
    const second = withdrawButton();
    panel.append(second);
    expect(document.activeElement).toBe(document.body);
    // The timer runs first and puts focus on the button drawn again; then the dialog returns
    // focus (its opener was the body, the button having gone before it opened).
    await settle();
    expect(document.activeElement).toBe(second);
    returnFocus(document.body, document);
    expect(document.activeElement).toBe(second);

    // Confirmed: the button goes again, the dialog opens and closes, the enrolment is withdrawn.
    second.remove();
    dialog = openDialog();
    await settle();
    dialog.remove();
    panel.querySelector('[role="status"]')!.remove();
    const enrol = document.createElement('button');
    enrol.textContent = 'Enrol now';
    enrol.setAttribute('data-focus-successor', '');
    panel.append(enrol);
    returnFocus(document.body, document);
    await settle();
    expect(document.activeElement).toBe(enrol);
  });

  it('a dialog whose opener is still there gives focus back to it', async () => {
    const { button } = pageWithFocusOnWithdraw();
    const dialog = openDialog();
    await settle();
    dialog.remove();
    returnFocus(button, document);
    expect(document.activeElement).toBe(button);
  });
});
