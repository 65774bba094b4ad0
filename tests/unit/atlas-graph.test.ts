import { describe, expect, it } from 'vitest';
import { activityMachine } from '../../machines/activity.machine.ts';
import { activityApplyMachine } from '../../machines/activity-apply.machine.ts';
import { taskMachine } from '../../machines/task.machine.ts';
import { labelLines, nearestOnPolyline } from '../../src/features/atlas/layout.ts';
import { toAtlasGraph } from '../../src/features/atlas/machine-graph.ts';

/** The graph draws a transition with at least these fields. */
function expectTransition(
  graph: ReturnType<typeof toAtlasGraph>,
  fields: Partial<ReturnType<typeof toAtlasGraph>['transitions'][number]>,
) {
  expect(graph.transitions).toContainEqual(expect.objectContaining(fields));
}

describe('what the atlas draws of a machine', () => {
  const apply = toAtlasGraph(activityApplyMachine);

  it('reads a combined guard as an expression of its named guards, params included', () => {
    expectTransition(apply, {
      sourceId: 'activityApply.visitor',
      label: 'activity.apply',
      guard: 'isOpen and mustDownload',
      actions: ['goToDownload'],
    });
    const task = toAtlasGraph(taskMachine);
    expectTransition(task, {
      sourceId: 'task.completed.refused',
      label: 'always',
      guard: 'not hasStatus(status: "COMPLETED")',
    });
  });

  it('names the actions of transitions and of entering and leaving states', () => {
    expectTransition(apply, {
      sourceId: 'activityApply.applying',
      targetId: 'activityApply.settled.standing.applied',
      label: 'done: applyToActivity',
      actions: ['markApplied', 'announceApplied'],
    });
    // An inline action is named by its kind.
    expectTransition(apply, {
      sourceId: 'activityApply.awaitingFacts',
      label: 'activity.factsChanged',
      actions: ['storeFacts', 'enqueueActions'],
    });
    const activity = toAtlasGraph(activityMachine);
    expect(activity.states.find((s) => s.id === 'activity.ready.stage.finished')?.entry).toEqual([
      'tellEnrolment',
      'announceEnd',
    ]);
    // The delayed event xstate schedules for `after` is the edge itself, not an action to show.
    const coolingDown = apply.states.find((s) => s.id === 'activityApply.coolingDown');
    expect(coolingDown?.entry).toEqual([]);
    expect(coolingDown?.exit).toEqual([]);
  });

  it('writes a label as event [guard], then / actions on a line of its own', () => {
    expect(
      labelLines({
        label: 'activity.apply',
        guard: 'isOpen and mustDownload',
        actions: ['a', 'b'],
      }),
    ).toEqual(['activity.apply [isOpen and mustDownload]', '/ a, b']);
    expect(labelLines({ label: 'always', guard: undefined, actions: [] })).toEqual(['always']);
  });

  it('anchors a leader line on the edge point nearest the label', () => {
    const edge = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 100 },
    ];
    expect(nearestOnPolyline(edge, { x: 40, y: 30 })).toEqual({ x: 40, y: 0 });
    expect(nearestOnPolyline(edge, { x: 140, y: 70 })).toEqual({ x: 100, y: 70 });
  });
});
