import path from 'node:path';
import { parseArgs } from 'node:util';
import { deadlineOf } from '../server/config.ts';
import { type ClockSpec, ClockSpecError, parseClockSpec } from './control/clock.ts';
import { parseFaultList, parseFaultSpec } from './faults/spec.ts';
import { type FaultSpec, FaultSpecError } from './faults/types.ts';
import {
  defaultMirrorHosts,
  HostListConfigError,
  type MirrorHostEntry,
  parseMirrorHostEntries,
} from './hosts/host-lists.ts';

/** One API host of the sandbox: where it listens, how slow it answers, and its public URL. */
export interface ApiHostConfig {
  /** `api-<n>`, 1-based in the order of API_PORTS. */
  id: string;
  port: number;
  latencyMs: number;
  /** As the mirrors publish it: `http://api-<n>.localhost:<port>`. */
  url: string;
}

/** Everything the sandbox exchange reads from its environment and command line. */
export interface SandboxConfig {
  /** Always a loopback address: the sandbox has demo passwords and no real security. */
  host: string;
  /** Port of the main origin (app, login page, mirrors, fallback API, control plane). */
  port: number;
  apiHosts: readonly ApiHostConfig[];
  /** The API host that can hang (accept and never answer), if any. */
  hangHostId: string | undefined;
  /** Whether it hangs from the start. */
  hangOnStart: boolean;
  /** Whether pages of the centre and of an activity go out with their first view. */
  firstViewOnStart: boolean;
  /**
   * The longest a page waits for its first view's answers (FIRST_VIEW_DEADLINE_MS); the page
   * server's own default (300 ms) when undefined.
   */
  firstViewDeadlineMs: number | undefined;
  /** What web_base.txt lists; web_abroad.txt lists `abroad`, or these reversed. */
  mirrorHosts: { base: MirrorHostEntry[]; abroad: MirrorHostEntry[] | undefined };
  /** Absolute path of the folder holding sandbox.sqlite. */
  dataDir: string;
  /** Absolute path of the built app. */
  distDir: string;
  /** Epoch ms the sandbox clock starts at when the database is seeded; real time when undefined. */
  seedNow: number | undefined;
  /** Faults switched on at start (SANDBOX_FAULTS, then each --fault). */
  faults: FaultSpec[];
  /** Where to move the sandbox clock at start (SANDBOX_CLOCK or --clock). */
  clock: ClockSpec | undefined;
}

const DEFAULT_API_PORTS = [8081, 8082, 8083, 8084];
/** The fourth host is the one that hangs by default; when it answers, it is the slowest. */
const DEFAULT_API_LATENCIES = [40, 120, 300, 600];
const DEFAULT_HANG_INDEX = 3;
const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost)$/;

/** Command-line flags and the environment variable each one stands for. */
export const FLAGS = {
  host: 'HOST',
  port: 'PORT',
  'api-ports': 'API_PORTS',
  'api-latencies': 'API_LATENCIES',
  'hang-host': 'HANG_HOST',
  hang: 'SANDBOX_HANG',
  'first-view': 'SANDBOX_FIRST_VIEW',
  'first-view-deadline': 'FIRST_VIEW_DEADLINE_MS',
  'mirror-hosts': 'MIRROR_HOSTS',
  'mirror-hosts-abroad': 'MIRROR_HOSTS_ABROAD',
  'data-dir': 'DATA_DIR',
  'dist-dir': 'DIST_DIR',
  'seed-now': 'SANDBOX_SEED_NOW',
  clock: 'SANDBOX_CLOCK',
} as const;

/** A setting that cannot be used; the message names the variable or flag. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the sandbox settings from environment variables, then command-line flags (which win;
 * `--fault` adds to SANDBOX_FAULTS), with the documented defaults (CONTROLS.md).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = [],
): SandboxConfig {
  const merged = { ...env, ...readFlags(argv) };
  const host = merged.HOST?.trim() || '127.0.0.1';
  if (!LOOPBACK.test(host)) {
    throw new ConfigError(
      `HOST must be a loopback address (127.0.0.1, ::1, localhost), not ${host}`,
    );
  }
  // Port 0 asks the system for a free port: tests use it.
  const port = parsePort('PORT', merged.PORT?.trim() || '8080');
  const apiPorts = merged.API_PORTS
    ? parseList('API_PORTS', merged.API_PORTS).map((p) => parsePort('API_PORTS', p))
    : DEFAULT_API_PORTS;
  const latencies = merged.API_LATENCIES
    ? parseList('API_LATENCIES', merged.API_LATENCIES).map(parseLatency)
    : DEFAULT_API_LATENCIES;
  if (merged.API_LATENCIES && latencies.length !== apiPorts.length) {
    throw new ConfigError('API_LATENCIES needs exactly one value per port of API_PORTS');
  }
  const fixedPorts = [port, ...apiPorts].filter((p) => p !== 0);
  if (new Set(fixedPorts).size !== fixedPorts.length) {
    throw new ConfigError(`PORT and API_PORTS must all differ: ${[port, ...apiPorts].join(', ')}`);
  }
  const apiHosts = apiPorts.map((apiPort, i) => ({
    id: `api-${i + 1}`,
    port: apiPort,
    // Without explicit latencies, extra ports reuse the slowest default.
    latencyMs: latencies[i] ?? DEFAULT_API_LATENCIES.at(-1)!,
    url: `http://api-${i + 1}.localhost:${apiPort}`,
  }));
  return {
    host,
    port,
    apiHosts,
    hangHostId: parseHangHost(merged.HANG_HOST, apiHosts.length),
    hangOnStart: parseSwitch('SANDBOX_HANG', merged.SANDBOX_HANG, true),
    firstViewOnStart: parseSwitch('SANDBOX_FIRST_VIEW', merged.SANDBOX_FIRST_VIEW, true),
    firstViewDeadlineMs: parseFirstViewDeadline(merged.FIRST_VIEW_DEADLINE_MS),
    mirrorHosts: {
      base: merged.MIRROR_HOSTS
        ? parseHosts('MIRROR_HOSTS', merged.MIRROR_HOSTS, apiHosts.length)
        : defaultMirrorHosts(apiHosts.length),
      abroad: merged.MIRROR_HOSTS_ABROAD
        ? parseHosts('MIRROR_HOSTS_ABROAD', merged.MIRROR_HOSTS_ABROAD, apiHosts.length)
        : undefined,
    },
    dataDir: path.resolve(merged.DATA_DIR?.trim() || '.data'),
    distDir: path.resolve(merged.DIST_DIR?.trim() || 'dist'),
    seedNow: parseSeedNow(merged.SANDBOX_SEED_NOW),
    faults: parseFaults(env.SANDBOX_FAULTS, readFaultFlags(argv)),
    clock: parseClock(merged.SANDBOX_CLOCK),
  };
}

/** The usage text of `tsx sandbox/main.ts --help`. */
export function usage(): string {
  const flags = Object.entries(FLAGS).map(([flag, name]) => `  --${flag.padEnd(20)} ${name}`);
  return [
    'Usage: tsx sandbox/main.ts [flags]',
    'Each flag overrides its environment variable (see sandbox/CONTROLS.md):',
    ...flags,
    `  --${'fault <spec>'.padEnd(20)} SANDBOX_FAULTS (repeatable; the env takes specs separated by ;)`,
    `  --${'help'.padEnd(20)} this text`,
  ].join('\n');
}

/** Whether the command line asks for the usage text. */
export function wantsHelp(argv: readonly string[]): boolean {
  return argv.includes('--help') || argv.includes('-h');
}

function readFlags(argv: readonly string[]): Record<string, string> {
  const values = parseFlags(argv);
  const out: Record<string, string> = {};
  for (const [flag, name] of Object.entries(FLAGS)) {
    const value = values[flag];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

function readFaultFlags(argv: readonly string[]): string[] {
  const value = parseFlags(argv).fault;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function parseFlags(argv: readonly string[]) {
  const options = Object.fromEntries(
    Object.keys(FLAGS).map((flag) => [flag, { type: 'string' as const }]),
  );
  try {
    return parseArgs({
      args: [...argv],
      options: {
        ...options,
        fault: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values as Record<string, string | string[] | boolean | undefined>;
  } catch (error) {
    throw new ConfigError(`${(error as Error).message} (see --help)`);
  }
}

function parseList(name: string, raw: string): string[] {
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length === 0) throw new ConfigError(`${name} must list at least one value`);
  return items;
}

function parsePort(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError(`${name}: ${raw} is not a TCP port (1-65535, or 0 for any free port)`);
  }
  return value;
}

function parseLatency(raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`API_LATENCIES: ${raw} is not a whole number of milliseconds`);
  }
  return value;
}

/**
 * HANG_HOST: `api-<n>` or `<n>`, or `none`. By default the fourth API host hangs, and a
 * sandbox with fewer hosts has none (so three ports keep three plain hosts).
 */
function parseHangHost(raw: string | undefined, count: number): string | undefined {
  const text = raw?.trim().toLowerCase();
  if (!text) return count > DEFAULT_HANG_INDEX ? `api-${DEFAULT_HANG_INDEX + 1}` : undefined;
  if (text === 'none') return undefined;
  const n = /^(?:api-)?([1-9]\d*)$/.exec(text)?.[1];
  if (!n || Number(n) > count) {
    throw new ConfigError(`HANG_HOST: ${raw} is not none or one of api-1 … api-${count}`);
  }
  return `api-${n}`;
}

function parseSwitch(name: string, raw: string | undefined, fallback: boolean): boolean {
  const text = raw?.trim().toLowerCase();
  if (!text) return fallback;
  if (['on', 'true', '1', 'yes'].includes(text)) return true;
  if (['off', 'false', '0', 'no'].includes(text)) return false;
  throw new ConfigError(`${name}: ${raw} is neither on nor off`);
}

function parseHosts(name: string, raw: string, count: number): MirrorHostEntry[] {
  try {
    return parseMirrorHostEntries(raw, count);
  } catch (error) {
    if (error instanceof HostListConfigError) throw new ConfigError(`${name}: ${error.message}`);
    throw error;
  }
}

function parseFaults(fromEnv: string | undefined, fromFlags: string[]): FaultSpec[] {
  try {
    return [...parseFaultList(fromEnv ?? ''), ...fromFlags.map(parseFaultSpec)];
  } catch (error) {
    if (error instanceof FaultSpecError) throw new ConfigError(`fault: ${error.message}`);
    throw error;
  }
}

function parseClock(raw: string | undefined): ClockSpec | undefined {
  if (!raw?.trim()) return undefined;
  try {
    return parseClockSpec(raw);
  } catch (error) {
    if (error instanceof ClockSpecError) throw new ConfigError(`SANDBOX_CLOCK: ${error.message}`);
    throw error;
  }
}

/** Accepts epoch milliseconds or an ISO date, so a fixed demo moment is easy to write. */
function parseSeedNow(raw: string | undefined): number | undefined {
  if (!raw?.trim()) return undefined;
  const text = raw.trim();
  const value = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  if (!Number.isFinite(value)) {
    throw new ConfigError(`SANDBOX_SEED_NOW: ${raw} is neither epoch milliseconds nor an ISO date`);
  }
  return value;
}

/** The page server's own reading of the setting, its refusal as the sandbox's. */
function parseFirstViewDeadline(raw: string | undefined): number | undefined {
  if (!raw?.trim()) return undefined;
  try {
    return deadlineOf(raw);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}
