import type { ActivityStage } from '../../src/domain/activity.ts';
import { type ApplyModelEvent, COOLING_DOWN_EVENT } from '../model/models/activity-apply.model.ts';

const STAGE_WORDS: Record<ActivityStage, string> = {
  NOT_START: 'not started',
  IN_PROGRESS: 'running',
  FINISHED: 'ended',
};

/** The apply model's events in plain words, for `--list` and the test titles. */
export function describeEvent(event: ApplyModelEvent): string | undefined {
  switch (event.type) {
    case 'activity.apply':
      return 'they click to enrol';
    case 'activity.submitCode':
      return 'they type their event code and continue';
    case 'activity.cancel':
      return 'they cancel the code step';
    case 'activity.retry':
      return 'they click Try again';
    case 'activity.factsChanged':
      return `the campaign’s detail says it is ${STAGE_WORDS[event.stage]}`;
    case 'xstate.done.actor.loadApplyStatus':
      return `the enrolment status answers ${event.output.applied ? 'enrolled' : event.output.ineligible.length ? 'not eligible' : 'not enrolled'}`;
    case 'xstate.error.actor.loadApplyStatus':
      return 'the enrolment status call fails (503)';
    case 'xstate.done.actor.loadCodeHint':
      return 'the exchange shows their event code';
    case 'xstate.done.actor.checkAirdropPosition':
      return event.output.passed
        ? 'the airdrop check passes'
        : 'the airdrop check answers too little held';
    case 'xstate.error.actor.checkAirdropPosition':
      return (event.error as { code?: string }).code
        ? 'the airdrop check answers 51070'
        : 'the airdrop check loses its connection';
    case 'xstate.done.actor.applyToActivity':
      return 'the apply call answers: enrolled';
    case 'xstate.error.actor.applyToActivity': {
      const { kind, code } = event.error as { kind: string; code?: string };
      const words: Record<string, string> = {
        network: 'loses its connection',
        timeout: 'gets no answer in time',
        http: 'fails (503)',
        malformed: 'answers something unreadable',
      };
      return `the apply call ${code ? `answers ${code}` : words[kind]}`;
    }
    case COOLING_DOWN_EVENT:
      return 'the back-off after 51023 passes';
    default:
      return undefined;
  }
}
