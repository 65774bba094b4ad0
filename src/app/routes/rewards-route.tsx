import { NotFound } from '../shell/NotFound.tsx';

/** Replaced by the rewards screen. */
export default function RewardsRoute() {
  return <NotFound />;
}
