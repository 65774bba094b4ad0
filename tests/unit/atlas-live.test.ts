import { describe, expect, it } from 'vitest';
import { taskMachine } from '../../machines/task.machine.ts';
import { stateIdsOf } from '../../src/app/inspection.ts';
import {
  type InspectedActor,
  type InspectedMachines,
  recordInspection,
} from '../../src/domain/inspection.ts';
import { followedActor, leafStates, litFor, stepsOf } from '../../src/features/atlas/live.ts';

const report = (
  actorId: string,
  eventType: string,
  leaf: string,
  stopped = false,
): InspectedActor => ({
  machineId: 'task',
  actorId,
  name: `task-${actorId}`,
  eventType,
  stateIds: stopped
    ? []
    : ['task', ...leaf.split('.').map((_, i, all) => `task.${all.slice(0, i + 1).join('.')}`)],
  transitionId: stopped ? undefined : `t->${leaf}`,
  stopped,
});

const record = (...reports: InspectedActor[]) =>
  reports.reduce<InspectedMachines>((m, r) => recordInspection(m, r), {});

describe('live mode follows one actor', () => {
  it('keeps each task actor apart: the chosen one lights only its own states', () => {
    const machines = record(
      report('x:1', 'xstate.init', 'completed.idle'),
      report('x:2', 'xstate.init', 'unsatisfied'),
      report('x:1', 'task.claim', 'completed.claiming'),
      report('x:2', 'task.update', 'unsatisfied'),
    );
    const activity = machines.task;
    // Not chosen: the one that moved last.
    expect(followedActor(activity, undefined)?.actorId).toBe('x:2');
    const one = followedActor(activity, 'x:1');
    expect(one?.name).toBe('task-x:1');
    expect(leafStates(litFor(one, stepsOf(activity, 'x:1'), undefined)?.stateIds ?? [])).toEqual([
      'task.completed.claiming',
    ]);
  });

  it('steps back through the chosen actor’s log', () => {
    const activity = record(
      report('x:1', 'xstate.init', 'completed.idle'),
      report('x:1', 'task.claim', 'completed.claiming'),
      report('x:1', 'xstate.done.actor.claimReward', 'granted'),
    ).task;
    const steps = stepsOf(activity, 'x:1');
    expect(steps.map((s) => s.eventType)).toEqual([
      'xstate.init',
      'task.claim',
      'xstate.done.actor.claimReward',
    ]);
    const actor = followedActor(activity, 'x:1');
    expect(litFor(actor, steps, steps[1]?.seq)).toEqual({
      stateIds: ['task', 'task.completed', 'task.completed.claiming'],
      transitionId: 't->completed.claiming',
    });
    expect(litFor(actor, steps, undefined)?.transitionId).toBe('t->granted');
  });

  it('lets a stopped actor leave, with its log; the followed one then is another', () => {
    const activity = record(
      report('x:1', 'xstate.init', 'completed.idle'),
      report('x:2', 'xstate.init', 'granted'),
      report('x:1', 'xstate.stop', '', true),
    ).task;
    expect(Object.keys(activity?.live ?? {})).toEqual(['x:2']);
    expect(stepsOf(activity, 'x:1')).toEqual([]);
    expect(followedActor(activity, 'x:1')?.actorId).toBe('x:2');
  });

  it('reads an actor’s states from its state value through the machine’s public state nodes', () => {
    expect(stateIdsOf(taskMachine.root, { completed: 'claiming' })).toEqual([
      'task',
      'task.completed',
      'task.completed.claiming',
    ]);
    expect(stateIdsOf(taskMachine.root, 'granted')).toEqual(['task', 'task.granted']);
  });
});
