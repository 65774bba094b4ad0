/** Starts Chromium with a DevTools port for Lighthouse, and stops it. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROME_FLAGS, CHROME_PATH, DEVTOOLS_PORT } from './config.ts';

export interface RunningChrome {
  port: number;
  stop: () => Promise<void>;
}

/** Launches a headless Chromium with a fresh profile and waits for its DevTools endpoint. */
export async function launchChrome(): Promise<RunningChrome> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chrome-'));
  const child = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, `--remote-debugging-port=${DEVTOOLS_PORT}`, `--user-data-dir=${profile}`],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    // Chromium's helper processes may still be writing its cache as the main one exits: the
    // removal is tried again for a second, and a profile left behind must not lose the run.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (error) {
      console.warn(`bench: could not remove ${profile}: ${(error as Error).message}`);
    }
  };
  for (let i = 0; i < 150; i += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${DEVTOOLS_PORT}/json/version`);
      if (response.ok) return { port: DEVTOOLS_PORT, stop };
    } catch {
      // Still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`Chromium at ${CHROME_PATH} did not open port ${DEVTOOLS_PORT}`);
}
