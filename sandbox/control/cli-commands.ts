import { CONTROL_API } from './api.ts';
import { describeStatus, isStatusAnswer } from './cli-status.ts';
import { FAULT_PRESETS } from './presets.ts';

/** One call of the control API that a CLI command stands for. */
export interface CliRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
}

/** A command line the CLI cannot read; the message says what to write instead. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

/** Printed for `help` and after a command the CLI cannot read, so a mistake shows the fix. */
export const CLI_USAGE = `Usage: tsx sandbox/cli.ts [--url http://127.0.0.1:8080] [--json] <command>

  status                                   the whole state: clock, switches, hosts, mirrors,
                                           faults, sockets, accounts, activities, rows
  clock                                    read the sandbox clock
  clock <+2h | -1d | 2030-01-01T09:00Z | epoch ms | real | real+2d>
  simulate deposit <email> <amount> [currency]
  simulate trade <email> <volume> [spot|futures]
  simulate kyc|invite|share|follow <email>
  simulate earn <email> <amount>
  fault list
  fault add <spec>                          e.g. route=/v1/activity/obtainReward,status=503,times=1
  fault preset <name>                       ${FAULT_PRESETS.map((p) => p.name).join(', ')}
  fault on|off|rm <id>
  fault clear
  mirror a|b|both down [drop]               503 (or dropped connections) on a mirror
  mirror a|b|both up
  hang [on|off]                             the host that can hang
  first-view [on|off]                       pages with their first view (the page server)
  reset                                     empty and re-seed the data
  events [tracking|errors] [name]           newest first
  events clear

The sandbox URL comes from --url, else SANDBOX_URL, else http://127.0.0.1:$PORT (8080).`;

const MIRRORS = ['a', 'b', 'both'];

function need(args: string[], count: number, usage: string): void {
  if (args.length < count) throw new CliUsageError(`usage: ${usage}`);
}

/** The control API call a command stands for. */
export function parseCommand(args: string[]): CliRequest {
  const [command, ...rest] = args;
  switch (command) {
    case 'status':
      return { method: 'GET', path: `${CONTROL_API}/state` };
    case 'clock':
      return rest.length === 0
        ? { method: 'GET', path: `${CONTROL_API}/clock` }
        : { method: 'POST', path: `${CONTROL_API}/clock`, body: { to: rest.join('') } };
    case 'simulate':
      return parseSimulate(rest);
    case 'fault':
    case 'faults':
      return parseFault(rest);
    case 'mirror':
      return parseMirror(rest);
    case 'hang':
      if (rest.length === 0) return { method: 'GET', path: `${CONTROL_API}/hang` };
      if (rest[0] !== 'on' && rest[0] !== 'off') throw new CliUsageError('usage: hang [on|off]');
      return { method: 'POST', path: `${CONTROL_API}/hang`, body: { on: rest[0] === 'on' } };
    case 'first-view':
      if (rest.length === 0) return { method: 'GET', path: `${CONTROL_API}/first-view` };
      if (rest[0] !== 'on' && rest[0] !== 'off') {
        throw new CliUsageError('usage: first-view [on|off]');
      }
      return { method: 'POST', path: `${CONTROL_API}/first-view`, body: { on: rest[0] === 'on' } };
    case 'reset':
      return { method: 'POST', path: `${CONTROL_API}/reset` };
    case 'events':
      return parseEvents(rest);
    default:
      throw new CliUsageError(command ? `unknown command ${command}` : 'give a command');
  }
}

function parseSimulate([kind, email, value, extra, ...more]: string[]): CliRequest {
  const path = `${CONTROL_API}/simulate/${kind}`;
  if (more.length > 0) throw new CliUsageError(`too many arguments for simulate ${kind}`);
  switch (kind) {
    case 'deposit':
      need(
        [email, value].filter(Boolean) as string[],
        2,
        'simulate deposit <email> <amount> [currency]',
      );
      return {
        method: 'POST',
        path,
        body: { email, amount: value, ...(extra ? { currency: extra } : {}) },
      };
    case 'trade':
      need(
        [email, value].filter(Boolean) as string[],
        2,
        'simulate trade <email> <volume> [spot|futures]',
      );
      return { method: 'POST', path, body: { email, volume: value, market: extra ?? 'spot' } };
    case 'earn':
      if (!email || !value || extra)
        throw new CliUsageError('usage: simulate earn <email> <amount>');
      return { method: 'POST', path, body: { email, amount: value } };
    case 'kyc':
    case 'invite':
    case 'share':
    case 'follow':
      if (!email || value) throw new CliUsageError(`usage: simulate ${kind} <email>`);
      return { method: 'POST', path, body: { email } };
    default:
      throw new CliUsageError(
        'usage: simulate deposit|trade|kyc|invite|share|follow|earn <email> …',
      );
  }
}

function parseFault([action, ...rest]: string[]): CliRequest {
  const path = `${CONTROL_API}/faults`;
  switch (action) {
    case undefined:
    case 'list':
      return { method: 'GET', path };
    case 'add':
      need(rest, 1, 'fault add <spec>');
      // A spec typed with spaces after commas arrives split into words.
      return { method: 'POST', path, body: { spec: rest.join(',') } };
    case 'preset':
      need(rest, 1, 'fault preset <name>');
      return { method: 'POST', path, body: { preset: rest[0] } };
    case 'on':
    case 'off':
      need(rest, 1, `fault ${action} <id>`);
      return { method: 'POST', path: `${path}/${encodeURIComponent(rest[0]!)}/${action}` };
    case 'rm':
    case 'remove':
      need(rest, 1, 'fault rm <id>');
      return { method: 'DELETE', path: `${path}/${encodeURIComponent(rest[0]!)}` };
    case 'clear':
      return { method: 'DELETE', path };
    default:
      throw new CliUsageError(
        `unknown fault action ${action}: list, add, preset, on, off, rm, clear`,
      );
  }
}

function parseMirror([mirror, state, how, ...more]: string[]): CliRequest {
  if (
    !mirror ||
    !MIRRORS.includes(mirror) ||
    (state !== 'down' && state !== 'up') ||
    more.length > 0
  ) {
    throw new CliUsageError('usage: mirror a|b|both down [drop] | mirror a|b|both up');
  }
  const id = `mirror-${mirror}`;
  if (state === 'up') return { method: 'DELETE', path: `${CONTROL_API}/faults/${id}` };
  if (how !== undefined && how !== 'drop') throw new CliUsageError('mirror … down takes only drop');
  const effect = how === 'drop' ? 'drop' : 'status=503';
  return {
    method: 'POST',
    path: `${CONTROL_API}/faults`,
    body: { spec: `id=${id},mirror=${mirror},${effect}` },
  };
}

function parseEvents(rest: string[]): CliRequest {
  if (rest[0] === 'clear') return { method: 'DELETE', path: `${CONTROL_API}/events` };
  const query = new URLSearchParams();
  let words = rest;
  if (words[0] === 'tracking' || words[0] === 'errors') {
    query.set('kind', words[0]);
    words = words.slice(1);
  }
  if (words.length > 0) query.set('name', words.join(' '));
  const search = query.toString();
  return { method: 'GET', path: `${CONTROL_API}/events${search ? `?${search}` : ''}` };
}

/** The shapes of the answers the CLI reads back. */
interface Answer {
  error?: string;
  fault?: FaultView;
  faults?: FaultView[];
  clock?: { iso: string };
  iso?: string;
  offset?: string;
  kind?: string;
  user?: { email: string };
  changedTasks?: Array<{ activityId: number; taskId: number }>;
  seeded?: { users: number; activities: number };
  events?: Array<{ receivedAt: number; kind: string; name: string }>;
  cleared?: number;
  removed?: string;
  hostId?: string | null;
  on?: boolean;
  firstView?: boolean;
}

interface FaultView {
  id: string;
  enabled: boolean;
  hits: number;
  text: string;
}

/** A short human reading of an answer; JSON for anything without one. */
export function describeAnswer(body: unknown): string {
  if (typeof body !== 'object' || body === null) return String(body);
  const b = body as Answer;
  if (b.error !== undefined) return `error: ${b.error}`;
  if (isStatusAnswer(body)) return describeStatus(body);
  if (b.fault) return `fault ${b.fault.id} ${b.fault.enabled ? 'on' : 'off'}: ${b.fault.text}`;
  if (b.faults && !b.clock) {
    if (b.faults.length === 0) return 'no faults';
    return b.faults
      .map((f) => `${f.id}\t${f.enabled ? 'on ' : 'off'}\thits ${f.hits}\t${f.text}`)
      .join('\n');
  }
  if (b.iso !== undefined) return `sandbox clock ${b.iso} (offset ${b.offset})`;
  if (b.changedTasks) {
    const tasks = b.changedTasks.map((t) => `activity ${t.activityId} task ${t.taskId}`);
    const list = tasks.map((t) => `\n  ${t}`).join('');
    return `simulated ${b.kind} for ${b.user?.email}: ${tasks.length} task(s) changed${list}`;
  }
  if (b.seeded) {
    return `data reset: ${b.seeded.users} users, ${b.seeded.activities} activities; clock ${b.clock?.iso}`;
  }
  if (b.events) {
    if (b.events.length === 0) return 'no events';
    return b.events
      .map((e) => `${new Date(e.receivedAt).toISOString()}\t${e.kind}\t${e.name}`)
      .join('\n');
  }
  if (b.cleared !== undefined) return `cleared ${b.cleared}`;
  if (b.removed !== undefined) return `removed fault ${b.removed}`;
  if (b.firstView !== undefined) {
    return b.firstView ? 'pages come with their first view' : 'pages come without a first view';
  }
  if (b.on !== undefined && b.hostId !== undefined) {
    return b.hostId ? `${b.hostId} ${b.on ? 'hangs' : 'answers'}` : 'no host can hang';
  }
  return JSON.stringify(body, null, 2);
}
