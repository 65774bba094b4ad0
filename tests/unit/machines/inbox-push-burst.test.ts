import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type InboxEvent,
  type InboxPage,
  inboxMachine,
  PUSH_READ_INTERVAL_MS,
} from '../../../machines/inbox.machine.ts';
import type { PushMessage } from '../../../src/domain/message.ts';
import { selectMessages, selectUnreadCount } from '../../model/models/inbox.selectors.ts';
import { pageVisibility, steppingClock } from '../../model/support.ts';

const message = (id: number): PushMessage => ({
  id,
  title: `Message ${id}`,
  summary: '',
  content: '',
  category: 'ACTIVITY',
  read: false,
  createdAt: 1_800_000_000_000 + id,
});

/**
 * The app's inbox on a simulated clock, against a server whose messages the test adds to;
 * every read answers after 50 ms. Records when each list and count read started.
 */
function burstInbox() {
  const { clock, advance } = steppingClock();
  const visibility = pageVisibility<InboxEvent>();
  const server: PushMessage[] = [];
  const listReads: number[] = [];
  const countReads: number[] = [];
  const later = <T>(value: () => T) =>
    new Promise<T>((resolve) => clock.setTimeout(() => resolve(value()), 50));
  const actor = createActor(
    inboxMachine.provide({
      actors: {
        loadPage: fromPromise(() => {
          listReads.push(clock.now());
          const items = [...server].reverse().slice(0, 10);
          return later((): InboxPage => ({ items, total: server.length }));
        }),
        loadUnreadCount: fromPromise(() => {
          countReads.push(clock.now());
          const total = server.length;
          return later(() => total);
        }),
        pageVisibility: visibility.logic,
      },
    }),
    { input: { pageSize: 10 }, clock },
  ).start();
  /** 100 new messages over 5 seconds, each pushed as it is created. */
  const burst = async () => {
    for (let i = 1; i <= 100; i++) {
      server.push(message(i));
      actor.send({ type: 'inbox.refresh' });
      await advance(50);
    }
  };
  return {
    actor,
    listReads,
    countReads,
    advance,
    burst,
    setVisible: visibility.setVisible,
  };
}

const spacedBySecond = (reads: number[]) =>
  reads.slice(1).every((at, i) => at - reads[i]! >= PUSH_READ_INTERVAL_MS);

describe('a burst of new-message pushes (issue 14: 100 trades made one tab send 900 calls)', () => {
  it('with the inbox closed, reads the count at most once a second and never the list', async () => {
    const inbox = burstInbox();
    await inbox.advance(1000);
    await inbox.burst();
    await inbox.advance(3 * PUSH_READ_INTERVAL_MS);
    expect(inbox.listReads).toEqual([]);
    const pushReads = inbox.countReads.slice(1);
    expect(pushReads[0]).toBe(1000);
    expect(pushReads.length).toBeLessThanOrEqual(7);
    expect(spacedBySecond(inbox.countReads)).toBe(true);
    // No push is lost: the count shown is the server's after the last one.
    expect(pushReads.at(-1)).toBeGreaterThanOrEqual(1000 + 99 * 50);
    expect(selectUnreadCount(inbox.actor.getSnapshot())).toBe(100);
  });

  it('with the inbox shown, reads the list at most once a second, last after the last push', async () => {
    const inbox = burstInbox();
    inbox.actor.send({ type: 'inbox.show' });
    await inbox.advance(1000);
    await inbox.burst();
    await inbox.advance(3 * PUSH_READ_INTERVAL_MS);
    expect(inbox.listReads.length).toBeLessThanOrEqual(8);
    expect(spacedBySecond(inbox.listReads)).toBe(true);
    expect(inbox.listReads.at(-1)).toBeGreaterThanOrEqual(1000 + 99 * 50);
    expect(selectMessages(inbox.actor.getSnapshot())[0]?.id).toBe(100);
    expect(selectUnreadCount(inbox.actor.getSnapshot())).toBe(100);
  });

  it('reads nothing while the page is hidden, and once each when it is shown again', async () => {
    const inbox = burstInbox();
    inbox.actor.send({ type: 'inbox.show' });
    await inbox.advance(1000);
    inbox.setVisible(false);
    await inbox.burst();
    await inbox.advance(3 * PUSH_READ_INTERVAL_MS);
    expect(inbox.listReads).toEqual([0]);
    expect(inbox.countReads).toEqual([0]);
    inbox.setVisible(true);
    await inbox.advance(100);
    expect(inbox.listReads).toEqual([0, 9000]);
    expect(inbox.countReads).toEqual([0, 9000]);
    expect(selectUnreadCount(inbox.actor.getSnapshot())).toBe(100);
  });
});
