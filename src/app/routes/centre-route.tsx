import { ActivityCentre } from '../../features/activity-centre/ActivityCentre.tsx';
import type { Composition } from '../composition.ts';

/** The activity centre (/), with the logic the composition root provides. */
export default function CentreRoute({ composition }: { composition: Composition }) {
  return <ActivityCentre logic={composition.centreLogic} input={composition.centreInput()} />;
}
