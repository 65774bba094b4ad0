/**
 * The bench's own dependencies (Lighthouse and some 200 packages under it) are declared in
 * `bench/package.json`, so the app's `npm ci` never installs them: `npm run bench` installs
 * them into `bench/node_modules` from `bench/package-lock.json` on first use, and again when
 * that lock names other versions than the ones installed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './config.ts';

/** The folder of `bench/package.json`. */
export const BENCH_DIR = path.join(ROOT, 'bench');

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * The direct dependencies of the package in `dir` whose installed version is missing or
 * differs from the one its lock file names.
 */
export function staleDependencies(dir: string): string[] {
  const manifest = readJson(path.join(dir, 'package.json')) as
    | { dependencies?: Record<string, string> }
    | undefined;
  const lock = readJson(path.join(dir, 'package-lock.json')) as
    | { packages?: Record<string, { version?: string }> }
    | undefined;
  return Object.keys(manifest?.dependencies ?? {}).filter((name) => {
    const locked = lock?.packages?.[`node_modules/${name}`]?.version;
    const installed = readJson(path.join(dir, 'node_modules', name, 'package.json')) as
      | { version?: string }
      | undefined;
    return locked === undefined || installed?.version !== locked;
  });
}

/** Installs the bench's dependencies when they are missing or stale; otherwise does nothing. */
export function ensureBenchDependencies(log: (line: string) => void, dir = BENCH_DIR): void {
  const stale = staleDependencies(dir);
  if (stale.length === 0) return;
  log(`Installing the bench's own dependencies (${stale.join(', ')}) into bench/node_modules…`);
  // `npm ci` from the bench's lock: the same versions on every machine, offline from a cache.
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
}
