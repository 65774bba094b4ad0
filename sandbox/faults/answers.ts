import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { ResponseCode } from '../../src/domain/codes.ts';

/** What the exchange says with each code of SPEC §8, when a fault gives no `msg`. */
const CODE_MESSAGES: Record<string, string> = {
  [ResponseCode.LoggedOut]: 'logged out',
  [ResponseCode.SessionInvalid]: 'session ended: logged in elsewhere',
  [ResponseCode.LoginRequired]: 'login required',
  [ResponseCode.TipMessage]: 'the activity cannot accept this request now',
  [ResponseCode.RiskTip]: 'this account is under risk review',
  [ResponseCode.TooFrequent]: 'requests too frequent, try again later',
  [ResponseCode.MultipleAccounts]: 'multiple accounts are not allowed in this activity',
  [ResponseCode.Airdrop]: 'airdrop position check failed',
  [ResponseCode.Limit]: 'the activity has reached its limit',
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Cross-origin callers (the app on another port) must be able to read a faulted answer. */
const FAULT_HEADERS = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };

/**
 * The answer of a status fault. Gateway errors (502-504) come from the proxy in front of the
 * exchange, so they are an HTML page; other statuses come from the exchange, as an envelope.
 */
export function statusAnswer(status: number): Response {
  const reason = REASONS[status] ?? 'Error';
  if (status >= 502 && status <= 504) {
    const page = `<html><head><title>${status} ${reason}</title></head><body><center><h1>${status} ${reason}</h1></center><hr><center>sandbox-gateway</center></body></html>`;
    return new Response(page, {
      status,
      headers: { ...FAULT_HEADERS, 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
  const envelope = { code: String(status), msg: `${reason} (sandbox fault)`, data: null };
  return Response.json(envelope, { status, headers: FAULT_HEADERS });
}

/** The answer of a code fault: HTTP 200 with the envelope a refusing exchange would send. */
export function codeAnswer(code: string, msg?: string): Response {
  const envelope = { code, msg: msg ?? CODE_MESSAGES[code] ?? 'sandbox fault', data: null };
  return Response.json(envelope, { status: 200, headers: FAULT_HEADERS });
}

/** Thrown where there is no socket to destroy (a request made with `app.request()`). */
export class DroppedConnectionError extends Error {
  override name = 'DroppedConnectionError';
}

/**
 * Destroys the connection a request came on, so the client sees it reset with no answer.
 * Returns the marker that tells @hono/node-server not to write a response.
 */
export function dropConnection(c: Context): Response {
  const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  if (!socket) throw new DroppedConnectionError('connection dropped (sandbox fault)');
  socket.destroy();
  return new Response(null, { headers: { 'x-hono-already-sent': 'true' } });
}
