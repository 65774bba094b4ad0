import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { and, createMachine, not, setup, stateIn } from 'xstate';
import {
  describeTransition,
  guardInWords,
  replay,
  replayCopyOf,
  stateNodesOf,
  transitionsOf,
} from '../../tools/machine-graph.ts';

type StatusLoaded = { type: 'status.loaded'; applied: boolean; enrolled: boolean };

/**
 * A status arrives in `standing.notApplied`: a targetless guarded transition comes first, then
 * a re-entry of the same state. The snapshots before and after look the same for both, so only
 * the guard tells which one fired.
 */
const standing = setup({
  types: { events: {} as StatusLoaded },
  guards: {
    isApplied: ({ event }) => event.applied,
    isStillEnrolled: and([({ event }) => event.enrolled, stateIn('#standing.applied')]),
  },
}).createMachine({
  id: 'standing',
  initial: 'notApplied',
  on: {
    'status.loaded': [
      { guard: 'isStillEnrolled' },
      { guard: 'isApplied', target: '.applied' },
      { target: '.notApplied', reenter: true },
    ],
  },
  states: { notApplied: {}, applied: {} },
});

const taken = (events: StatusLoaded[]) =>
  [...replay(standing, undefined, events).transitions].map(describeTransition);

describe('machine-graph: machines read through public API', () => {
  it('lists state nodes and transitions of the machine, eventless ones included', () => {
    const eventless = createMachine({
      id: 'gate',
      initial: 'checking',
      states: { checking: { always: [{ target: 'open' }] }, open: {} },
    });
    expect(stateNodesOf(eventless).map((n) => n.id)).toEqual(['gate.checking', 'gate.open']);
    expect(transitionsOf(eventless).map(describeTransition)).toEqual([
      'gate.checking --always--> gate.open',
    ]);
    expect([...replay(eventless, undefined, []).transitions].map(describeTransition)).toEqual([
      'gate.checking --always--> gate.open',
    ]);
  });

  it('tells a failed targetless guard from the re-entry that fired after it', () => {
    expect(taken([{ type: 'status.loaded', applied: false, enrolled: true }])).toEqual([
      'standing --status.loaded--> standing.notApplied',
    ]);
  });

  it('counts the targetless guarded transition when its combined guard passes', () => {
    expect(
      taken([
        { type: 'status.loaded', applied: true, enrolled: false },
        { type: 'status.loaded', applied: true, enrolled: true },
      ]),
    ).toEqual([
      'standing --status.loaded [isApplied]--> standing.applied',
      'standing --status.loaded [isStillEnrolled]--> (self)',
    ]);
  });

  it('reports transitions as objects of the replayed copy, so coverage can count them', () => {
    const all = transitionsOf(replayCopyOf(standing));
    const applied: StatusLoaded = { type: 'status.loaded', applied: true, enrolled: false };
    const reached = replay(standing, undefined, [applied]);
    expect(all.filter((t) => reached.transitions.has(t)).map(describeTransition)).toEqual([
      'standing --status.loaded [isApplied]--> standing.applied',
    ]);
  });

  it('writes combined guards out', () => {
    expect(guardInWords(and(['isOpen', 'mustDownload']))).toBe('isOpen and mustDownload');
    expect(guardInWords(not({ type: 'hasStatus', params: {} }))).toBe('not hasStatus');
    expect(guardInWords(and([stateIn('#a.b'), not(stateIn('#a.c'))]))).toBe(
      'in #a.b and (not in #a.c)',
    );
    expect(guardInWords(() => true)).toBe('inline guard');
  });

  it('the coverage tools read no private XState field', () => {
    const files = [
      '../../tools/machine-graph.ts',
      '../../model/coverage.ts',
      '../../paths/support/reach.ts',
      '../../paths/support/select.ts',
      '../../tools/coverage-machines.ts',
      '../../tools/paths.ts',
    ];
    for (const file of files) {
      const text = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(text, file).not.toMatch(/\._nodes|\._transitions|__unsafe_/);
    }
  });
});
