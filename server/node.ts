import path from 'node:path';
import { serve } from '@hono/node-server';
import { PageServerConfigError, readPageServerConfig } from './config.ts';
import { directoryFiles, directoryRenderer } from './node-files.ts';
import { createPageServer } from './page-server.ts';

/**
 * `npm run serve`: the page server as a Node process, for a deployment behind a CDN. Reads the
 * page server's environment (config.ts) and HOST, PORT and DIST_DIR.
 */
function main(): void {
  const env = process.env;
  let config: ReturnType<typeof readPageServerConfig>;
  try {
    config = readPageServerConfig(env);
  } catch (error) {
    if (!(error instanceof PageServerConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  const port = Number(env.PORT?.trim() || '3000');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT: ${env.PORT} is not a TCP port`);
    process.exit(2);
  }
  const hostname = env.HOST?.trim() || '127.0.0.1';
  const distDir = path.resolve(env.DIST_DIR?.trim() || 'dist');
  const app = createPageServer({
    config,
    files: directoryFiles(distDir),
    render: directoryRenderer(distDir),
  });
  const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
    console.info(`page server on http://${hostname}:${info.port}/ serving ${distDir}`);
  });
  // A process manager stops it with SIGTERM: finish the answers under way, then leave.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => server.close(() => process.exit(0)));
  }
}

main();
