import type { SnapshotFrom } from 'xstate';
import { dialogMachine } from '../../machines/dialog.machine.ts';
import { DialogPaths, type DialogSample } from '../e2e/models/dialog-paths.model.ts';
import { type DialogModelEvent, dialogModel, SUCCESS_TICK } from '../model/models/dialog.model.ts';
import { type PathAdapter, pathRuns } from './support/adapter.ts';
import { coveringPaths } from './support/select.ts';

type DialogSnapshot = SnapshotFrom<typeof dialogMachine>;
type OpenEvent = Extract<DialogModelEvent, { type: 'dialog.open' }>;

/**
 * The debug panel's samples open each kind of dialog through the app's Feedback: a success
 * dialog, an error notice, a question, a countdown an hour ahead and one already ended. The
 * dangerous notice is drawn by the same `notice` state as the error one, so one sample serves.
 */
const SAMPLE_OF: Partial<Record<string, DialogSample>> = {
  'r-success': 'Success dialog',
  'r-error': 'Error notice',
  'r-confirm': 'Question',
  'r-countdown': 'Countdown',
  'r-late': 'Ended countdown',
};

const inBrowser = (event: DialogModelEvent) =>
  event.type !== 'dialog.open' || SAMPLE_OF[event.requestId] !== undefined;

const paths = () =>
  coveringPaths(
    dialogMachine,
    undefined,
    dialogModel.getShortestPaths().filter((p) => p.steps.every((s) => inBrowser(s.event))),
  );

const dialogOf = pathRuns((ctx) => new DialogPaths(ctx.page)).of;

/** The shell's dialog (SPEC §2, §4, §9): opened from the debug panel, on the page's clock. */
export const dialogAdapter: PathAdapter<DialogSnapshot, DialogModelEvent> = {
  machine: 'dialog',
  scenarios: [
    {
      name: 'centre with the debug panel',
      input: undefined,
      paths,
      start: (ctx) => dialogOf(ctx).open(),
    },
  ],
  describeEvent(event) {
    switch (event.type) {
      case 'dialog.open': {
        const sample = SAMPLE_OF[(event as OpenEvent).requestId] ?? event.kind;
        return `the QA engineer asks for the "${sample}" sample`;
      }
      case 'dialog.confirm':
        return 'the trader clicks Confirm';
      case 'dialog.cancel':
        return 'the trader clicks Cancel';
      case 'dialog.close':
        return 'the trader dismisses the dialog';
      case 'dialog.tick':
        return 'a second of the countdown passes (or its deadline)';
      case SUCCESS_TICK:
        return 'a second of the success dialog passes';
      default:
        return undefined;
    }
  },
  states: (ctx) => {
    const dialog = dialogOf(ctx);
    return {
      closed: () => dialog.seeClosed(),
      'open.success': (s) => dialog.seeSuccess(s.context.secondsLeft),
      'open.notice': () => dialog.seeNotice(),
      'open.confirming': () => dialog.seeQuestion(),
      'open.countdown.running': () => dialog.seeCountdown('running'),
      'open.countdown.ended': () => dialog.seeCountdown('ended'),
    };
  },
  events: (ctx) => {
    const dialog = dialogOf(ctx);
    return {
      'dialog.open': async ({ event }) => {
        const sample = SAMPLE_OF[(event as OpenEvent).requestId];
        if (!sample) throw new Error(`no opener in the app for ${JSON.stringify(event)}`);
        await dialog.ask(sample);
      },
      'dialog.confirm': () => dialog.answer('Confirm'),
      'dialog.cancel': () => dialog.answer('Cancel'),
      'dialog.close': async () => {
        const view = await dialog.shell.dialogHost.getAttribute('data-state');
        if (view === 'confirming') await dialog.pressEscape();
        else await dialog.clickOk();
      },
      'dialog.tick': ({ state }) =>
        state.matches({ open: { countdown: 'ended' } })
          ? dialog.jumpPastCountdown()
          : dialog.passSeconds(1),
      [SUCCESS_TICK]: () => dialog.passSeconds(1),
    };
  },
};
