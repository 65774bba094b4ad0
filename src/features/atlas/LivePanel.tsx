import type { ActorStep, LiveActor, MachineActivity } from '../../domain/inspection.ts';
import { Button } from '../../ui/Button.tsx';
import { leafStates, liveActorsOf } from './live.ts';
import { statePath } from './search.ts';

export interface LivePanelProps {
  machineId: string;
  activity: MachineActivity | undefined;
  followed: LiveActor | undefined;
  steps: readonly ActorStep[];
  /** The step shown when stepping back; undefined while following live. */
  stepSeq: number | undefined;
  onChoose: (actorId: string) => void;
  onStep: (seq: number | undefined) => void;
}

/** How many of the followed actor's steps the log lists, newest first. */
const LOG_SHOWN = 60;

/**
 * Live mode: which running actor of the machine is followed (each task actor apart), where it is
 * now, and its event log, with stepping back through its steps and back to live.
 */
export function LivePanel(props: LivePanelProps) {
  const { machineId, followed, steps, stepSeq, onStep } = props;
  const actors = liveActorsOf(props.activity);
  const where = (ids: readonly string[]) =>
    leafStates(ids)
      .map((id) => statePath(machineId, id))
      .join(', ');
  const index =
    stepSeq === undefined ? steps.length - 1 : steps.findIndex((s) => s.seq === stepSeq);
  const previous = index > 0 ? steps[index - 1] : undefined;
  const next = index >= 0 && index < steps.length - 1 ? steps[index + 1] : undefined;
  const shown = index >= 0 ? steps[index] : undefined;

  if (!followed) {
    return (
      <section className="atlas-live" aria-label="Live actor">
        <p className="muted">No running actor of {machineId} has reported yet.</p>
      </section>
    );
  }
  return (
    <section className="atlas-live" aria-label="Live actor">
      <label>
        Actor{' '}
        <select value={followed.actorId} onChange={(e) => props.onChoose(e.target.value)}>
          {actors.map((a) => (
            <option key={a.actorId} value={a.actorId}>
              {a.name === a.actorId ? a.name : `${a.name} (${a.actorId})`}: {where(a.stateIds)}
            </option>
          ))}
        </select>
      </label>{' '}
      <span className="muted">
        {actors.length === 1 ? '1 running actor' : `${actors.length} running actors`}
      </span>
      <p className="atlas-current" data-testid="atlas-current">
        {stepSeq === undefined ? 'Now' : `After step ${stepSeq}`}:{' '}
        {where(shown?.stateIds ?? followed.stateIds)}
      </p>
      <div className="atlas-toolbar">
        <Button
          variant="secondary"
          disabled={!previous}
          onClick={() => previous && onStep(previous.seq)}
        >
          Step back
        </Button>
        <Button variant="secondary" disabled={!next} onClick={() => next && onStep(next.seq)}>
          Step forward
        </Button>
        <Button variant="ghost" disabled={stepSeq === undefined} onClick={() => onStep(undefined)}>
          Follow live
        </Button>
      </div>
      <ol className="atlas-log" aria-label="Event log" reversed>
        {[...steps]
          .reverse()
          .slice(0, LOG_SHOWN)
          .map((step) => (
            <li key={step.seq} value={step.seq}>
              <button
                type="button"
                aria-current={step.seq === shown?.seq ? 'step' : undefined}
                onClick={() => onStep(step.seq)}
              >
                <code>{step.eventType || 'step'}</code> → {where(step.stateIds)}
              </button>
            </li>
          ))}
      </ol>
    </section>
  );
}
