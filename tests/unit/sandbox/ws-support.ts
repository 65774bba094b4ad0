import { gunzipSync } from 'node:zlib';
import WebSocket from 'ws';

/** A message the sandbox pushed: `{ channel, data }`. */
export interface Pushed {
  channel: string;
  data: Record<string, unknown>;
}

/** An open test socket that keeps every message and can wait for one. */
export interface TestSocket {
  ws: WebSocket;
  messages: Pushed[];
  /** Whether each frame came compressed (binary gzip). */
  binary: boolean[];
  next(match: (m: Pushed) => boolean, timeoutMs?: number): Promise<Pushed>;
  closed(timeoutMs?: number): Promise<{ code: number; reason: string }>;
}

/** A 32-character `vs`, as the app generates it. */
export const VS = 'abcdefghijklmnopqrstuvwxyz012345';

/** Opens a websocket and resolves once it is open. */
export function openSocket(url: string): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const messages: Pushed[] = [];
    const binary: boolean[] = [];
    const waiters: Array<() => void> = [];
    ws.on('message', (raw: Buffer, isBinary) => {
      binary.push(isBinary);
      const text = isBinary ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
      messages.push(JSON.parse(text) as Pushed);
      for (const wake of waiters.splice(0)) wake();
    });
    const closing = new Promise<{ code: number; reason: string }>((done) => {
      ws.on('close', (code, reason) => done({ code, reason: reason.toString() }));
    });
    const socket: TestSocket = {
      ws,
      messages,
      binary,
      next(match, timeoutMs = 4000) {
        return new Promise((found, fail) => {
          const timer = setTimeout(() => fail(new Error('no matching message in time')), timeoutMs);
          const look = () => {
            const hit = messages.find(match);
            if (hit) {
              clearTimeout(timer);
              found(hit);
            } else {
              waiters.push(look);
            }
          };
          look();
        });
      },
      closed(timeoutMs = 4000) {
        return Promise.race([
          closing,
          new Promise<never>((_, fail) =>
            setTimeout(() => fail(new Error('socket not closed in time')), timeoutMs),
          ),
        ]);
      },
    };
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
  });
}

/** What the server answered instead of upgrading: HTTP status and body. */
export function refusal(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.on('open', () => {
      ws.terminate();
      reject(new Error('the socket opened'));
    });
    ws.on('error', () => undefined);
  });
}

/** Whether a websocket request stays unanswered (neither opened nor refused) for `ms`. */
export function staysUnanswered(url: string, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    const timer = setTimeout(() => {
      ws.terminate();
      resolve(true);
    }, ms);
    const answered = () => {
      clearTimeout(timer);
      ws.terminate();
      resolve(false);
    };
    ws.on('open', answered);
    ws.on('unexpected-response', answered);
    ws.on('error', () => undefined);
  });
}
