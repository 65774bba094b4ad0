import { NotFound } from '../shell/NotFound.tsx';

/** Replaced by the download screen. */
export default function DownloadRoute() {
  return <NotFound />;
}
