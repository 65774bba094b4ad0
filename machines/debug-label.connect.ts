import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { debugLabelMachine } from './debug-label.machine.ts';

type DebugLabelSnapshot = SnapshotFrom<typeof debugLabelMachine>;
type DebugLabelSend = ActorRefFrom<typeof debugLabelMachine>['send'];

/** Everything the debug label and its hidden spot show and do, from one snapshot. */
export interface DebugLabelApi {
  dataState: 'hidden' | 'shown';
  isShown: boolean;
  /** Clicks in the current quick series. */
  quickClicks: number;
  canHide: boolean;
  /** A click on the hidden spot, at the given time (epoch ms): the machine's guards stay pure. */
  click(at: number): void;
  hide(): void;
}

/** The debug label's API (see useConnect in src/ui/actor.tsx). */
export function connectDebugLabel(s: DebugLabelSnapshot, send: DebugLabelSend): DebugLabelApi {
  const isShown = s.hasTag('shown');
  return {
    dataState: isShown ? 'shown' : 'hidden',
    isShown,
    quickClicks: s.context.count,
    canHide: s.can({ type: 'debug.hide' }),
    click: (at) => send({ type: 'debug.click', at }),
    hide: () => send({ type: 'debug.hide' }),
  };
}
