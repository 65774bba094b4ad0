import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The longest `npm run serve` may live, whatever happens to the test run (s). */
const LIFETIME_S = 240;
const POLL_MS = 250;
const POLLS = 240;

/**
 * `npm run serve` (server/node.ts, the exchange's page server) on 127.0.0.1 and its own port,
 * configured by `env` as a deployment is. It ends by itself after LIFETIME_S even if the run is
 * killed before `stop()`.
 */
export class PageServerProcess {
  private constructor(
    readonly url: string,
    private readonly child: ChildProcess,
  ) {}

  static async start(options: { port: number; distDir: string; env: Record<string, string> }) {
    const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
    const child = spawn('timeout', [String(LIFETIME_S), tsx, 'server/node.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...options.env,
        HOST: '127.0.0.1',
        PORT: String(options.port),
        DIST_DIR: options.distDir,
      },
      detached: true,
      stdio: 'ignore',
    });
    const url = `http://127.0.0.1:${options.port}`;
    const server = new PageServerProcess(url, child);
    for (let poll = 0; poll < POLLS; poll++) {
      if (child.exitCode !== null) throw new Error(`the page server ended (${child.exitCode})`);
      const up = await fetch(`${url}/robots.txt`).then(
        (res) => res.status < 500,
        () => false,
      );
      if (up) return server;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    server.stop();
    throw new Error(`the page server did not answer on ${url}`);
  }

  /** Stops the page server and what it started (its process group). */
  stop() {
    if (this.child.pid !== undefined && this.child.exitCode === null) {
      process.kill(-this.child.pid, 'SIGTERM');
    }
  }
}
