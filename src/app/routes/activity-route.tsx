import { NotFound } from '../shell/NotFound.tsx';

/** Replaced by the activity detail screen. */
export default function ActivityRoute(_props: { id?: string; alias?: string }) {
  return <NotFound />;
}
