import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSocketTarget,
  RECONNECT_ATTEMPT_CAP,
  reconnectDelayMs,
  SOCKET_PATHS,
  type SocketKind,
  type SocketTarget,
  socketUrl,
} from '../../../src/domain/socket-url.ts';

const RUNS = { numRuns: 1000 };

const kind = fc.constantFrom<SocketKind>('public', 'private', 'contract', 'stream');
const vs = fc.string({ unit: 'grapheme-ascii', minLength: 32, maxLength: 32 });
const host = fc
  .tuple(fc.constantFrom('', 'http://', 'https://', 'ws://', 'wss://'), fc.domain())
  .map(([scheme, domain]) => `${scheme}${domain}`);
const target = fc.record({
  kind,
  host,
  compress: fc.boolean(),
  uuid: fc.option(fc.uuid(), { nil: undefined }),
  vs,
});

describe('socket URLs (SPEC §7)', () => {
  it('builds each kind’s path and query', () => {
    const base = { host: 'https://api.example.com', compress: true, vs: 'x'.repeat(32) };
    expect(socketUrl({ ...base, kind: 'public' })).toBe(
      `wss://api.example.com/api/v1/public/ws?vs=${'x'.repeat(32)}`,
    );
    expect(socketUrl({ ...base, kind: 'stream', uuid: 'u1' })).toBe(
      `wss://api.example.com/v1/stream?vs=${'x'.repeat(32)}&compress=1&uuid=u1`,
    );
  });

  it('puts vs on every socket, compress only on contract and stream, uuid only on stream', () => {
    fc.assert(
      fc.property(target, (t: SocketTarget) => {
        const url = new URL(socketUrl(t));
        expect(['ws:', 'wss:']).toContain(url.protocol);
        expect(url.protocol).toBe(
          t.host.startsWith('http://') || t.host.startsWith('ws://') ? 'ws:' : 'wss:',
        );
        expect(url.hostname).toBe(new URL(`https://${t.host.replace(/^\w+:\/\//, '')}`).hostname);
        expect(url.pathname).toBe(SOCKET_PATHS[t.kind]);
        expect(url.searchParams.get('vs')).toBe(t.vs);
        const compressed = t.compress && (t.kind === 'contract' || t.kind === 'stream');
        expect(url.searchParams.get('compress')).toBe(compressed ? '1' : null);
        expect(url.searchParams.get('uuid')).toBe(t.kind === 'stream' ? (t.uuid ?? null) : null);
      }),
      RUNS,
    );
  });

  it('refuses a vs that is not 32 characters, and a stream without uuid', () => {
    fc.assert(
      fc.property(target, fc.string({ maxLength: 64 }), (t, id) => {
        fc.pre(id.length !== 32);
        expect(checkSocketTarget({ ...t, vs: id })).toBe('invalidVs');
        expect(checkSocketTarget({ ...t, kind: 'stream', uuid: undefined })).toBe('missingUuid');
        if (t.kind !== 'stream' || t.uuid) expect(checkSocketTarget(t)).toBeUndefined();
      }),
      RUNS,
    );
  });
});

describe('reconnection back-off (ours: 1 s doubling, at most 30 s)', () => {
  it('starts at 1 s, doubles, and stops at 30 s from the cap on', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(RECONNECT_ATTEMPT_CAP).toBe(6);
  });

  it('never shrinks, never exceeds 30 s, and never waits less than 1 s', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10_000 }), fc.nat({ max: 100 }), (n, more) => {
        const delay = reconnectDelayMs(n);
        expect(delay).toBeGreaterThanOrEqual(1000);
        expect(delay).toBeLessThanOrEqual(30_000);
        expect(reconnectDelayMs(n + more)).toBeGreaterThanOrEqual(delay);
        if (n >= 1 && n < RECONNECT_ATTEMPT_CAP - 1) {
          expect(reconnectDelayMs(n + 1)).toBe(2 * delay);
        }
      }),
      RUNS,
    );
  });
});
