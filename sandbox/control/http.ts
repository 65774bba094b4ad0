import type { Context, MiddlewareHandler } from 'hono';
import { FaultSpecError } from '../faults/types.ts';
import { ClockSpecError } from './clock.ts';
import { SimulationError } from './simulate.ts';

/** Where the control page lives; form posts come back here with a notice. */
export const CONTROL_PAGE = '/sandbox';

/** A control request's fields, and whether it came from a plain HTML form. */
export interface ControlInput {
  form: boolean;
  fields: Record<string, unknown>;
}

/** A request the control plane refuses, with its HTTP status. */
export class ControlError extends Error {
  override name = 'ControlError';
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 = 400,
  ) {
    super(message);
  }
}

/** The largest control request body: every control input is a few words. */
const MAX_CONTROL_BODY = 64 * 1024;
const TOO_LARGE = `body is over ${MAX_CONTROL_BODY / 1024} KB: control inputs are a few words`;

/** Reads JSON (from the CLI, tests and the page's script) or a form (the page without script). */
export async function readInput(c: Context): Promise<ControlInput> {
  const type = c.req.header('content-type') ?? '';
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_CONTROL_BODY) throw new ControlError(TOO_LARGE);
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw new ControlError('body is not a readable form');
    }
    const fields = Object.fromEntries(
      Object.entries(body).filter(([, v]) => typeof v === 'string' && v.length <= MAX_CONTROL_BODY),
    );
    return { form: true, fields };
  }
  const text = await c.req.text();
  if (text.length > MAX_CONTROL_BODY) throw new ControlError(TOO_LARGE);
  if (text.trim() === '') return { form: false, fields: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ControlError('body is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ControlError('body must be a JSON object');
  }
  return { form: false, fields: value as Record<string, unknown> };
}

/** A success: JSON, or for a form a redirect back to the page with a notice. */
export function done(c: Context, input: ControlInput, data: unknown, notice: string): Response {
  if (input.form) return c.redirect(`${CONTROL_PAGE}?notice=${encodeURIComponent(notice)}`, 303);
  return c.json(data as object);
}

/** Turns the errors a control action may throw into its answer. */
export function failed(c: Context, form: boolean, error: unknown): Response {
  let status: 400 | 403 | 404;
  if (error instanceof ControlError || error instanceof SimulationError) status = error.status;
  else if (error instanceof FaultSpecError || error instanceof ClockSpecError) status = 400;
  else throw error;
  const message = (error as Error).message;
  if (form) return c.redirect(`${CONTROL_PAGE}?error=${encodeURIComponent(message)}`, 303);
  return c.json({ error: message }, status);
}

/**
 * Whether a Host header names this machine's loopback: 127.0.0.1 (any 127.x.y.z), localhost,
 * a name under .localhost, or [::1], with or without a port.
 */
export function isLoopbackHost(host: string): boolean {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase());
  if (!match) return false;
  const name = match[1]!.replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost') || name === '[::1]') return true;
  return /^127(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(name);
}

/**
 * Answers only requests addressed to a loopback name. A page on another site can make its own
 * name resolve to 127.0.0.1 (DNS rebinding) and then call the control plane as same-origin; its
 * requests still carry that name in Host, which no loopback listener should serve.
 */
export const loopbackHostOnly: MiddlewareHandler = async (c, next) => {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  if (isLoopbackHost(host)) return next();
  return c.json(
    {
      error: `the sandbox's control plane answers only on a loopback name (127.0.0.1, localhost, [::1] or *.localhost), not on ${JSON.stringify(host.slice(0, 100))}`,
    },
    421,
  );
};

/**
 * Refuses control actions sent from another site. A page elsewhere can post a form to a
 * loopback address; the browser then names its origin, which is not the sandbox's.
 */
export const sameOriginOnly: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const origin = c.req.header('origin');
  // An opaque origin ('null': sandboxed frames, file pages) is foreign too.
  if (origin) {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      host = '';
    }
    if (host !== c.req.header('host')) {
      return c.json({ error: 'control actions are only taken from the sandbox itself' }, 403);
    }
  }
  return next();
};
