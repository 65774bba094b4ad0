import { type PageServerEnv, readPageServerConfig } from './config.ts';
import type { AppFiles } from './files.ts';
import type { FirstViewRenderer } from './first-view.ts';
import { createPageServer } from './page-server.ts';

/** An edge platform's fetch handler: the request and the function's environment bindings. */
export type EdgeFetch = (request: Request, env?: PageServerEnv) => Promise<Response>;

/**
 * The page server as an edge function: the same handler as on Node, configured from the
 * function's environment bindings, with the build's files bundled into the function or read
 * from the platform's store. Answers go out uncompressed: the platform compresses them (and
 * may drop a Content-Encoding the function sets), and a CDN in front serves the hashed assets.
 * `render` is the app's `renderFirstViewPage` (src/app/first-view/render-page.tsx) bundled into
 * the function; without it pages go out plain.
 */
export function createEdgeFetch(
  files: AppFiles,
  defaults: PageServerEnv = {},
  render?: FirstViewRenderer,
): EdgeFetch {
  let server:
    | { env: PageServerEnv | undefined; app: ReturnType<typeof createPageServer> }
    | undefined;
  return async (request, env) => {
    // Built once per set of bindings: an isolate serves many requests with the same ones.
    if (!server || server.env !== env) {
      server = {
        env,
        app: createPageServer({
          config: readPageServerConfig({ ...defaults, ...env }),
          files,
          render,
          compress: false,
        }),
      };
    }
    return server.app.fetch(request);
  };
}
