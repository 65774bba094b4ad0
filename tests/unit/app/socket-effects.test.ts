import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor } from 'xstate';
import { provideSocket } from '../../../src/app/effects/socket.ts';
import { createFeed } from '../../../src/app/feed.ts';

/** A stand-in for the browser's WebSocket: records what is made, sent and closed. */
class FakeSocket {
  static OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  binaryType = '';
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: ((close: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
}

const openSocketLogic = () =>
  provideSocket(createFeed()).implementations.actors.openSocket as AnyActorLogic;

describe('the socket effect (openSocket)', () => {
  beforeEach(() => {
    FakeSocket.made = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens the socket in a task of its own, after the one that asked for it', () => {
    const actor = createActor(openSocketLogic(), { input: { url: 'ws://127.0.0.1:1/ws' } });
    actor.start();
    expect(FakeSocket.made).toEqual([]);
    vi.runAllTimers();
    expect(FakeSocket.made.map((s) => s.url)).toEqual(['ws://127.0.0.1:1/ws']);
    actor.stop();
    expect(FakeSocket.made[0]!.closed).toBe(true);
  });

  it('opens nothing when stopped before that task', () => {
    const actor = createActor(openSocketLogic(), { input: { url: 'ws://127.0.0.1:1/ws' } });
    actor.start();
    actor.stop();
    vi.runAllTimers();
    expect(FakeSocket.made).toEqual([]);
  });

  it('sends only once the socket is open', () => {
    const actor = createActor(openSocketLogic(), { input: { url: 'ws://127.0.0.1:1/ws' } });
    actor.start();
    actor.send({ type: 'socket.send', data: 'early' });
    vi.runAllTimers();
    const socket = FakeSocket.made[0]!;
    actor.send({ type: 'socket.send', data: 'still connecting' });
    socket.readyState = FakeSocket.OPEN;
    socket.onopen?.();
    actor.send({ type: 'socket.send', data: 'ping' });
    expect(socket.sent).toEqual(['ping']);
    actor.stop();
  });
});
