import type { MachineModelSpec } from '../coverage.ts';
import { activityCentreSpec } from './activity-centre.model.ts';
import { hostSelectionSpec } from './host-selection.model.ts';
import { sessionSpec } from './session.model.ts';

/** Every machine's model. A machine of machines/ missing here fails the coverage test. */
export const MODEL_SPECS: readonly MachineModelSpec[] = [
  sessionSpec,
  hostSelectionSpec,
  activityCentreSpec,
];
