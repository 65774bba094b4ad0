/**
 * Builds the app (with the bench's floor and list pages beside it) and runs the sandbox
 * exchange on the bench's ports, the way `npm start` serves it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  API_LATENCIES,
  API_PORTS,
  BENCH_PORT,
  DIST_DIR,
  FLOOR_PATH,
  HANG_HOST,
  ORIGIN,
  ROOT,
  RUN_DIR,
} from './config.ts';

const apiHosts = API_PORTS.map((port, i) => `http://api-${i + 1}.localhost:${port}`);

/** The floor: the centre's title and one heading, nothing else to load. */
export const FLOOR_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Activity centre · Sandbox Exchange</title>
  </head>
  <body>
    <h1>Activity centre</h1>
  </body>
</html>
`;

function npx(args: string[], env: NodeJS.ProcessEnv = {}) {
  execFileSync('npx', args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
}

/** Builds the app as a deployment of the bench's sandbox, plus the floor and list pages. */
export function buildAll(): void {
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(RUN_DIR, { recursive: true });
  npx(['vite', 'build', '--logLevel', 'warn', '--outDir', DIST_DIR], {
    VITE_FALLBACK_HOSTS: apiHosts.slice(0, -1).join(','),
  });
  npx([
    'vite',
    'build',
    '--logLevel',
    'warn',
    '-c',
    path.join(ROOT, 'bench/list-page/vite.config.ts'),
  ]);
  writeFileSync(path.join(DIST_DIR, FLOOR_PATH), FLOOR_HTML);
}

export interface RunningSandbox {
  reset: () => Promise<void>;
  /** Pages with their first view (the page server), or as plain static files. */
  serveFirstView: (on: boolean) => Promise<void>;
  stop: () => Promise<void>;
}

async function waitForUrl(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the sandbox stopped (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the sandbox did not answer ${url}`);
}

/** Starts the sandbox: five API hosts of 40, 120, 300 and 900 ms, and one that hangs. */
export async function startSandbox(): Promise<RunningSandbox> {
  const child = spawn('npx', ['tsx', 'sandbox/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(BENCH_PORT),
      API_PORTS: API_PORTS.join(','),
      API_LATENCIES: API_LATENCIES.join(','),
      HANG_HOST,
      SANDBOX_HANG: 'on',
      MIRROR_HOSTS: API_PORTS.map((_, i) => `api-${i + 1}`).join(','),
      DATA_DIR: RUN_DIR,
      DIST_DIR,
    },
  });
  await waitForUrl(`${ORIGIN}/login`, child);
  return {
    reset: async () => {
      const response = await fetch(`${ORIGIN}/sandbox/api/reset`, { method: 'POST' });
      if (!response.ok) throw new Error(`reset failed: ${response.status}`);
    },
    serveFirstView: async (on) => {
      const response = await fetch(`${ORIGIN}/sandbox/api/first-view`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ on }),
      });
      if (!response.ok) throw new Error(`first-view switch failed: ${response.status}`);
    },
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // npx starts tsx, which starts node: the group takes them all.
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
