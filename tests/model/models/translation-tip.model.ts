import type { SnapshotFrom } from 'xstate';
import {
  type TranslationTipEvent,
  type TranslationTipInput,
  translationTipMachine,
} from '../../../machines/translation-tip.machine.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { machineModel } from './machine-model.ts';

/**
 * A 300×200 viewport and a 200×100 tip leave 0…100 on each axis. Steps of 60 (and the
 * clamping at 0 and 100) keep the reachable positions few: 0, 40, 50, 60, 100.
 */
const VIEWPORT = { width: 300, height: 200 };
const SIZE = { width: 200, height: 100 };

export const TIP_MODEL_EVENTS: TranslationTipEvent[] = [
  { type: 'tip.translate' },
  { type: 'tip.showOriginal' },
  { type: 'tip.dragStart', x: 10, y: 10 },
  { type: 'tip.dragMove', x: 70, y: 70 },
  { type: 'tip.dragMove', x: -1000, y: -1000 },
  { type: 'tip.dragEnd' },
  { type: 'tip.nudge', dx: -60, dy: -60 },
  { type: 'tip.nudge', dx: 1000, dy: 1000 },
  { type: 'tip.viewport', width: 250, height: 150 },
  { type: 'tip.viewport', width: 300, height: 200 },
];

export const translationTipModel = machineModel<
  SnapshotFrom<typeof translationTipMachine>,
  TranslationTipEvent
>(
  translationTipMachine,
  // A finished machine takes no events, though the pure transition function would.
  (s) => (s.status === 'done' ? [] : TIP_MODEL_EVENTS.filter((e) => s.can(e))),
);

export const TIP_INPUTS: ReadonlyArray<{ name: string; input: TranslationTipInput }> = [
  {
    name: 'tr-TR with a kept position',
    input: { locale: 'tr-TR', viewport: VIEWPORT, size: SIZE, position: { x: 50, y: 50 } },
  },
  { name: 'en', input: { locale: 'en', viewport: VIEWPORT, size: SIZE } },
  { name: 'tr-CT (not tr-TR)', input: { locale: 'tr-CT', viewport: VIEWPORT, size: SIZE } },
];

export const translationTipSpec: MachineModelSpec = {
  name: 'translationTip',
  machine: translationTipMachine,
  model: translationTipModel,
  inputs: TIP_INPUTS,
};
