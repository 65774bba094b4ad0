import path from 'node:path';

/** One API host of the sandbox: where it listens, how slow it answers, and its public URL. */
export interface ApiHostConfig {
  port: number;
  latencyMs: number;
  /** As the mirrors publish it: `http://api-<n>.localhost:<port>`. */
  url: string;
}

/** Everything the sandbox exchange reads from its environment. */
export interface SandboxConfig {
  /** Always a loopback address: the sandbox has demo passwords and no real security. */
  host: string;
  /** Port of the main origin (app, login page, mirrors, fallback API). */
  port: number;
  apiHosts: readonly ApiHostConfig[];
  /** Absolute path of the folder holding sandbox.sqlite. */
  dataDir: string;
  /** Absolute path of the built app. */
  distDir: string;
  /** Epoch ms the sandbox clock starts at when the database is seeded; real time when undefined. */
  seedNow: number | undefined;
}

const DEFAULT_API_PORTS = [8081, 8082, 8083];
const DEFAULT_API_LATENCIES = [40, 120, 300];
const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost)$/;

/** A setting that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the sandbox settings from environment variables, with the documented defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const host = env.HOST?.trim() || '127.0.0.1';
  if (!LOOPBACK.test(host)) {
    throw new ConfigError(
      `HOST must be a loopback address (127.0.0.1, ::1, localhost), not ${host}`,
    );
  }
  const port = parsePort('PORT', env.PORT?.trim() || '8080');
  const apiPorts = env.API_PORTS
    ? parseList('API_PORTS', env.API_PORTS).map((p) => parsePort('API_PORTS', p))
    : DEFAULT_API_PORTS;
  const latencies = env.API_LATENCIES
    ? parseList('API_LATENCIES', env.API_LATENCIES).map(parseLatency)
    : DEFAULT_API_LATENCIES;
  if (env.API_LATENCIES && latencies.length !== apiPorts.length) {
    throw new ConfigError('API_LATENCIES needs exactly one value per port of API_PORTS');
  }
  const allPorts = [port, ...apiPorts];
  if (new Set(allPorts).size !== allPorts.length) {
    throw new ConfigError(`PORT and API_PORTS must all differ: ${allPorts.join(', ')}`);
  }
  return {
    host,
    port,
    apiHosts: apiPorts.map((apiPort, i) => ({
      port: apiPort,
      // Without explicit latencies, extra ports reuse the slowest default.
      latencyMs: latencies[i] ?? DEFAULT_API_LATENCIES.at(-1)!,
      url: `http://api-${i + 1}.localhost:${apiPort}`,
    })),
    dataDir: path.resolve(env.DATA_DIR?.trim() || '.data'),
    distDir: path.resolve(env.DIST_DIR?.trim() || 'dist'),
    seedNow: parseSeedNow(env.SANDBOX_SEED_NOW),
  };
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
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new ConfigError(`${name}: ${raw} is not a TCP port (1-65535)`);
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
