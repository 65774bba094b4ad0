import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { exchangeSignature } from '../../../sandbox/api/signature.ts';
import { listActivities } from '../../../sandbox/db/activities.ts';
import { DEMO_PASSWORD } from '../../../sandbox/db/demo-accounts.ts';
import { createSession } from '../../../sandbox/db/sessions.ts';
import { openStore, type SandboxStore } from '../../../sandbox/db/store.ts';
import { findUserByEmail, type UserRecord } from '../../../sandbox/db/users.ts';
import { callHeaders } from '../../../src/api/client.ts';
import {
  ANSWER_HEADERS,
  CALLS,
  type CallName,
  type CallRequests,
  type CallResponses,
  LANGUAGE_QUERY,
  requestParts,
} from '../../../src/api/contract.ts';
import type { ActivityStage } from '../../../src/domain/activity.ts';
import { type Envelope, RequestCode } from '../../../src/domain/codes.ts';
import {
  decodeSessionTokens,
  SESSION_COOKIE_NAME,
  type SessionTokens,
} from '../../../src/domain/session.ts';

/** A fresh folder under the system's temp dir. */
export function makeTempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * A seeded store in a temporary data folder, fresh for each test or shared by the file,
 * closed and deleted afterwards. Read its fields inside tests, after the hook has run.
 */
export function useTempStore(
  scope: 'each' | 'all' = 'each',
  { seedNow }: { seedNow?: number } = {},
): {
  store: SandboxStore;
  dataDir: string;
} {
  const ctx = {} as { store: SandboxStore; dataDir: string };
  const [before, after] = scope === 'each' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(() => {
    ctx.dataDir = makeTempDir();
    ctx.store = openStore({ dataDir: ctx.dataDir, seedNow });
  });
  after(() => {
    ctx.store.close();
    removeDir(ctx.dataDir);
  });
  return ctx;
}

/** How a test call departs from a well-formed one. */
export interface CallOptions {
  token?: string;
  query?: Record<string, string>;
  body?: string;
  /** Epoch ms to sign with; by default the exchange's time as the last answer told it. */
  timestamp?: number;
  /** A fresh random one by default. */
  traceId?: string;
  /** Sent and signed when given. */
  idempotencyKey?: string;
  /** Changes applied to the headers after signing, to break one rule at a time. */
  tamper?: (headers: Record<string, string>) => void;
}

/** The path and request of a call signed the way the contract asks (SPEC §7). */
export function signedCall(
  name: CallName,
  options: CallOptions & { path?: string } = {},
): [string, RequestInit] {
  const { method } = CALLS[name];
  const callPath = options.path ?? CALLS[name].path;
  const query: Record<string, string> =
    method === 'GET' ? { [LANGUAGE_QUERY]: 'en', ...options.query } : { ...options.query };
  const body = options.body ?? (method === 'POST' ? '{}' : '');
  const timestamp = String(options.timestamp ?? Date.now() + testOffsetMs);
  const token = options.token ?? '';
  const traceId = options.traceId ?? randomUUID();
  const idempotencyKey = options.idempotencyKey ?? '';
  const call = { method, path: callPath, query, body, timestamp, token, traceId, idempotencyKey };
  const headers = callHeaders({ ...call, language: 'en' }, exchangeSignature(call));
  options.tamper?.(headers);
  const search = new URLSearchParams(query).toString();
  return [
    search ? `${callPath}?${search}` : callPath,
    { method, headers, ...(body ? { body } : {}) },
  ];
}

/**
 * The exchange's time minus real time, as the last answer told it: the helpers sign as the app
 * does, with the exchange's clock, so a test that moves the sandbox clock needs no timestamps.
 */
let testOffsetMs = 0;

/**
 * Sends a signed call as the app's client would: learns the exchange's time from the answer
 * and, when the timestamp was refused as out of range (and the test did not choose it), signs
 * again with the learnt time and sends once more.
 */
async function requestFollowingClock(
  app: Hono,
  name: CallName,
  options: CallOptions & { path?: string },
): Promise<Response> {
  const send = async () => {
    const res = await app.request(...signedCall(name, options));
    const time = res.headers.get(ANSWER_HEADERS.exchangeTime);
    if (time !== null) testOffsetMs = Number(time) - Date.now();
    return res;
  };
  const res = await send();
  if (options.timestamp !== undefined || res.status !== 400) return res;
  const envelope = (await res.clone().json()) as Envelope<unknown>;
  return envelope.code === RequestCode.TimestampOutOfRange ? send() : res;
}

/** Makes a signed call and reads its envelope. */
export async function callApi<K extends CallName>(
  app: Hono,
  name: K,
  options: CallOptions = {},
): Promise<{ status: number; envelope: Envelope<CallResponses[K]> }> {
  const res = await requestFollowingClock(app, name, options);
  return { status: res.status, envelope: (await res.json()) as Envelope<CallResponses[K]> };
}

/** Posts the login form as a browser would. */
export function postLogin(
  app: Hono,
  email: string,
  password: string = DEMO_PASSWORD,
  redirect?: string,
): Promise<Response> {
  const form = new URLSearchParams({ email, password, ...(redirect ? { redirect } : {}) });
  return Promise.resolve(app.request('/login', { method: 'POST', body: form }));
}

/** The session cookie's Set-Cookie line of a response, if any. */
export function sessionCookieLine(res: Response): string | undefined {
  return res.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`));
}

/** Decodes the session cookie as the app does (js-cookie's decodeURIComponent, then JSON). */
export function sessionFromResponse(res: Response): SessionTokens {
  const line = sessionCookieLine(res);
  const raw = line?.slice(SESSION_COOKIE_NAME.length + 1).split(';')[0];
  const tokens = decodeSessionTokens(raw === undefined ? undefined : decodeURIComponent(raw));
  if (!tokens) throw new Error(`no session cookie in: ${line}`);
  return tokens;
}

/** Who makes a typed call, and with which idempotency key. */
export interface TypedCallOptions {
  token?: string;
  idempotencyKey?: string;
}

/**
 * Makes a call with a typed request, laid out on the wire by the contract's `requestParts`
 * (path parameters, query fields of POST calls, JSON body), signed as the app signs it.
 */
export async function callWith<K extends CallName>(
  app: Hono,
  name: K,
  request: CallRequests[K],
  options: TypedCallOptions = {},
): Promise<{ status: number; envelope: Envelope<CallResponses[K]> }> {
  const parts = requestParts(CALLS[name], request);
  const res = await requestFollowingClock(app, name, {
    path: parts.path,
    query: parts.query,
    body: parts.body,
    ...(options.token ? { token: options.token } : {}),
    ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
  });
  return { status: res.status, envelope: (await res.json()) as Envelope<CallResponses[K]> };
}

/** A demo user by e-mail; fails the test when the seed lacks it. */
export function demoUser(store: SandboxStore, email: string): UserRecord {
  const user = findUserByEmail(store.db, email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user;
}

/** The seeded activity of a type in a stage (each type has one per stage). */
export function activityIdOf(store: SandboxStore, type: number, stage: ActivityStage): number {
  const found = listActivities(store.db, store.clock.now()).find(
    (a) => a.type === type && a.stage === stage,
  );
  if (!found) throw new Error(`no ${stage} activity of type ${type}`);
  return found.activityId;
}

/** The task of a type in an activity. */
export function taskIdOf(store: SandboxStore, activityId: number, taskType: string): number {
  const id = store.db
    .prepare('SELECT id FROM tasks WHERE activity_id = ? AND task_type = ?')
    .pluck()
    .get(activityId, taskType);
  if (typeof id !== 'number') throw new Error(`no ${taskType} task in activity ${activityId}`);
  return id;
}

/**
 * A token of a demo user: their active session's, or a new login's (no password hashing).
 * Reusing the session matters: a new login would end the earlier one (434).
 */
export function tokenFor(store: SandboxStore, email: string): string {
  const user = demoUser(store, email);
  const active = store.db
    .prepare(`SELECT token FROM sessions WHERE user_id = ? AND revoked = 0
      AND token_expires_at > ? ORDER BY created_at DESC LIMIT 1`)
    .pluck()
    .get(user.id, store.clock.now()) as string | undefined;
  return active ?? createSession(store.db, user.id, store.clock.now()).token;
}

/** The tasks (and team) of `activityId` as `email` reads them with the beginner-task call. */
export async function taskCompletionsOf(
  app: Hono,
  store: SandboxStore,
  email: string,
  activityId: number,
) {
  const { envelope } = await callWith(
    app,
    'beginnerTaskCompletions',
    { activityId },
    { token: tokenFor(store, email) },
  );
  return envelope.data;
}
