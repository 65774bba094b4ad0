import { useState } from 'react';
import { loadedPart, loadOnce } from './load-once.ts';

/**
 * A part of the page whose code loads only once it is wanted (a dialog, the toasts, the
 * language menu: issue 17, each library only where it is used): undefined until its module is
 * there, then the module. Not `React.lazy`: a suspended part is shown through a timer that
 * React throttles, which a paused clock (the QA tools, the browser tests) holds back; this
 * shows the part on the render its module's arrival sets off. Loading a module is idempotent,
 * so it may start during a render.
 */
export function useLazyPart<T>(load: () => Promise<T>, wanted: boolean): T | undefined {
  const [part, setPart] = useState(() => loadedPart(load));
  if (part !== undefined) return part;
  const ready = loadedPart(load);
  if (ready !== undefined) return ready;
  if (wanted) {
    void loadOnce(load).then(
      (module) => setPart(() => module),
      () => {},
    );
  }
  return undefined;
}
