import { DownloadPage } from '../../features/download/DownloadPage.tsx';
import { continuePath } from '../../features/download/store-links.ts';
import { useServices } from '../services-context.tsx';

/**
 * /download and /{locale}/download. `?redirect=/path` names the page to go back to with
 * "Continue in the browser" (only a path of this site; the activity centre otherwise).
 */
export default function DownloadRoute() {
  const services = useServices();
  const search = services.currentPath().split('?')[1] ?? '';
  return <DownloadPage continueTo={continuePath(new URLSearchParams(search).get('redirect'))} />;
}
