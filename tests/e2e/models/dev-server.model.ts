import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The longest `npm run dev` may live, whatever happens to the test run (s). */
const LIFETIME_S = 300;
/** How often, and how many times, readiness is asked. */
const POLL_MS = 500;
const POLLS = 240;

/**
 * `npm run dev` (Vite's dev server) on 127.0.0.1, its proxy pointed at a running sandbox by the
 * same variables the sandbox reads (PORT, API_PORTS). It ends by itself after LIFETIME_S even
 * if the run is killed before `stop()`.
 */
export class DevServer {
  private constructor(
    readonly url: string,
    private readonly child: ChildProcess,
  ) {}

  static async start(options: { port: number; sandbox: Record<string, string> }) {
    const vite = path.join(ROOT, 'node_modules/.bin/vite');
    const child = spawn(
      'timeout',
      [String(LIFETIME_S), vite, '--port', String(options.port), '--strictPort'],
      {
        cwd: ROOT,
        env: { ...process.env, ...options.sandbox, HOST: '127.0.0.1' },
        detached: true,
        stdio: 'ignore',
      },
    );
    const url = `http://127.0.0.1:${options.port}`;
    const server = new DevServer(url, child);
    for (let poll = 0; poll < POLLS; poll++) {
      if (child.exitCode !== null) throw new Error(`the dev server ended (${child.exitCode})`);
      const up = await fetch(url).then(
        (res) => res.ok,
        () => false,
      );
      if (up) return server;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    server.stop();
    throw new Error(`the dev server did not answer on ${url}`);
  }

  /** Stops the dev server and what it started (its process group). */
  stop() {
    if (this.child.pid !== undefined && this.child.exitCode === null) {
      process.kill(-this.child.pid, 'SIGTERM');
    }
  }
}
