import { parseDuration } from '../control/duration.ts';
import {
  BODY_FAULTS,
  type BodyFault,
  type FaultEffect,
  type FaultMatch,
  type FaultSpec,
  FaultSpecError,
} from './types.ts';

/** The longest added latency a fault accepts: ten minutes, far beyond any client time-out. */
export const MAX_FAULT_LATENCY_MS = 600_000;

const EFFECT_KEYS = ['latency', 'status', 'code', 'body', 'drop', 'ws', 'hostlist'] as const;
const KNOWN_KEYS = [
  'id',
  'host',
  'route',
  'mirror',
  'method',
  ...EFFECT_KEYS,
  'msg',
  'times',
  'enabled',
] as const;
/** Keys written alone, without `=value`. */
const FLAGS: Record<string, [string, string]> = {
  drop: ['drop', 'before'],
  off: ['enabled', 'false'],
  on: ['enabled', 'true'],
};
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];
const MIRROR_ROUTES: Record<string, string> = {
  a: '/mirrors/a/*',
  b: '/mirrors/b/*',
  both: '/mirrors/*',
};
/** The encrypted host lists on either mirror. */
export const HOST_LIST_ROUTE = '/mirrors/*/web_*.txt';

/** Field values as they arrive from text or JSON. */
export type FaultFields = Record<string, string | number | boolean>;

/**
 * Reads a fault written as `key=value` pairs separated by commas, for example
 * `route=/v1/activity/obtainReward,status=503,times=2` (the syntax of CONTROLS.md).
 */
export function parseFaultSpec(text: string): FaultSpec {
  const fields: Record<string, string> = {};
  for (const part of text.split(',')) {
    const item = part.trim();
    if (item === '') continue;
    const eq = item.indexOf('=');
    const [key, value] =
      eq === -1 ? (FLAGS[item] ?? [item, '']) : [item.slice(0, eq).trim(), item.slice(eq + 1)];
    if (key in fields) throw new FaultSpecError(`${key} is given twice in "${text}"`);
    fields[key] = value.trim();
  }
  return parseFaultFields(fields);
}

/** Several specs in one text (an environment variable): separated by `;` or new lines. */
export function parseFaultList(text: string): FaultSpec[] {
  return text
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map(parseFaultSpec);
}

/** Reads a fault from named fields: the parsed text form, or a JSON object with the same keys. */
export function parseFaultFields(input: FaultFields): FaultSpec {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!(KNOWN_KEYS as readonly string[]).includes(key)) {
      throw new FaultSpecError(`unknown key "${key}"; known keys: ${KNOWN_KEYS.join(', ')}`);
    }
    fields[key] = String(value).trim();
  }
  const effectKeys = EFFECT_KEYS.filter((k) => k in fields);
  if (effectKeys.length !== 1) {
    throw new FaultSpecError(
      `give exactly one effect (${EFFECT_KEYS.join(', ')}), not ${effectKeys.length}`,
    );
  }
  const effectKey = effectKeys[0]!;
  const match = parseMatch(fields, effectKey);
  const spec: FaultSpec = { match, effect: parseEffect(effectKey, fields) };
  if (fields.id !== undefined) spec.id = parseId(fields.id);
  if (fields.times !== undefined) spec.times = parseTimes(fields.times);
  if (fields.enabled !== undefined) spec.enabled = parseSwitch(fields.enabled);
  if (spec.effect.kind !== 'code' && fields.msg !== undefined) {
    throw new FaultSpecError('msg goes only with code');
  }
  return spec;
}

function parseMatch(fields: Record<string, string>, effectKey: string): FaultMatch {
  const { mirror, hostlist } = fields;
  let host = fields.host;
  let route = fields.route;
  if (mirror !== undefined || hostlist !== undefined) {
    if (route !== undefined) throw new FaultSpecError('give route, or mirror/hostlist, not both');
    if (host !== undefined && host !== 'main') {
      throw new FaultSpecError('the mirrors are on the main origin: host must be main');
    }
    host = 'main';
    if (mirror !== undefined && hostlist !== undefined) {
      throw new FaultSpecError('give mirror or hostlist, not both');
    }
    if (mirror !== undefined) {
      route = MIRROR_ROUTES[mirror];
      if (!route) throw new FaultSpecError(`mirror must be a, b or both, not "${mirror}"`);
    } else {
      route = HOST_LIST_ROUTE;
    }
  }
  if (host === undefined && route === undefined && effectKey !== 'ws') {
    throw new FaultSpecError('say where the fault applies: host, route or mirror');
  }
  const match: FaultMatch = { host: parseHost(host ?? '*'), route: parseRoute(route ?? '*') };
  if (fields.method !== undefined) {
    const method = fields.method.toUpperCase();
    if (!METHODS.includes(method)) {
      throw new FaultSpecError(`method must be one of ${METHODS.join(', ')}`);
    }
    match.method = method;
  }
  return match;
}

function parseHost(raw: string): string {
  if (raw === '*' || raw === 'api' || raw === 'main' || /^api-[1-9]\d*$/.test(raw)) return raw;
  throw new FaultSpecError(
    `host must be api-<n>, api (every API host), main (the main origin) or *, not "${raw}"`,
  );
}

function parseRoute(raw: string): string {
  if (raw === '*' || (raw.startsWith('/') && !/\s/.test(raw))) return raw;
  throw new FaultSpecError(`route must be a path starting with / (with * as wildcard): "${raw}"`);
}

function parseEffect(key: string, fields: Record<string, string>): FaultEffect {
  const value = fields[key] ?? '';
  switch (key) {
    case 'latency': {
      const ms = parseDuration(value, 'ms');
      if (ms === undefined || ms <= 0 || ms > MAX_FAULT_LATENCY_MS) {
        throw new FaultSpecError(
          `latency must be a duration up to 10m (15000, 15s, 1.5s), not "${value}"`,
        );
      }
      return { kind: 'latency', ms };
    }
    case 'status': {
      const status = Number(value);
      if (!Number.isInteger(status) || status < 400 || status > 599) {
        throw new FaultSpecError(`status must be an HTTP error status (400-599), not "${value}"`);
      }
      return { kind: 'status', status };
    }
    case 'code': {
      if (!/^\d{1,8}$/.test(value)) {
        throw new FaultSpecError(
          `code must be an envelope code of digits (00004, 600), not "${value}"`,
        );
      }
      return fields.msg
        ? { kind: 'code', code: value, msg: fields.msg }
        : { kind: 'code', code: value };
    }
    case 'body':
    case 'hostlist': {
      if (!(BODY_FAULTS as readonly string[]).includes(value)) {
        throw new FaultSpecError(`${key} must be one of ${BODY_FAULTS.join(', ')}, not "${value}"`);
      }
      return { kind: 'body', body: value as BodyFault };
    }
    case 'drop': {
      const when = value === '' || value === 'true' ? 'before' : value;
      if (when !== 'before' && when !== 'after') {
        throw new FaultSpecError(`drop takes no value, or before / after, not "${value}"`);
      }
      return { kind: 'drop', when };
    }
    default: {
      if (value !== 'drop' && value !== 'refuse') {
        throw new FaultSpecError(`ws must be drop or refuse, not "${value}"`);
      }
      return { kind: 'ws', action: value };
    }
  }
}

function parseId(raw: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/.test(raw)) {
    throw new FaultSpecError(`id must be letters, digits, . _ - (up to 40), not "${raw}"`);
  }
  return raw;
}

function parseTimes(raw: string): number {
  const times = Number(raw);
  if (!Number.isInteger(times) || times < 1) {
    throw new FaultSpecError(`times must be a whole number of at least 1, not "${raw}"`);
  }
  return times;
}

function parseSwitch(raw: string): boolean {
  if (['true', 'on', '1'].includes(raw)) return true;
  if (['false', 'off', '0'].includes(raw)) return false;
  throw new FaultSpecError(`enabled must be true or false, not "${raw}"`);
}

/** The canonical text of a spec; parsing it gives the same spec back. */
export function formatFaultSpec(spec: FaultSpec): string {
  const parts: string[] = [];
  if (spec.id !== undefined) parts.push(`id=${spec.id}`);
  if (spec.match.host !== '*') parts.push(`host=${spec.match.host}`);
  if (spec.match.route !== '*') parts.push(`route=${spec.match.route}`);
  if (spec.match.method) parts.push(`method=${spec.match.method}`);
  parts.push(formatEffect(spec.effect));
  if (spec.times !== undefined) parts.push(`times=${spec.times}`);
  if (spec.enabled === false) parts.push('off');
  return parts.join(',');
}

function formatEffect(effect: FaultEffect): string {
  switch (effect.kind) {
    case 'latency':
      return `latency=${effect.ms}`;
    case 'status':
      return `status=${effect.status}`;
    case 'code':
      return effect.msg ? `code=${effect.code},msg=${effect.msg}` : `code=${effect.code}`;
    case 'body':
      return `body=${effect.body}`;
    case 'drop':
      return effect.when === 'before' ? 'drop' : 'drop=after';
    case 'ws':
      return `ws=${effect.action}`;
  }
}
