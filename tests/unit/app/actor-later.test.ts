import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, type InspectionEvent } from 'xstate';
import { actorLater } from '../../../src/app/effects/actor-later.ts';
import { startDialog } from '../../../src/app/effects/dialog.ts';
import { createReplies, dialogFeedback, notifyVia } from '../../../src/app/effects/feedback.ts';
import { provideNotifications } from '../../../src/app/effects/notifications.ts';
import { shellActorsLater } from '../../../src/app/effects/shell-later.ts';
import { selectVisibleToasts } from '../../model/models/notifications.selectors.ts';

type Event = { type: string };

/** A start the test settles by hand: the module's load, a flaky network's failure included. */
function startByHand<TActor>() {
  const calls: { resolve: (actor: TActor) => void; reject: (error: unknown) => void }[] = [];
  const start = vi.fn(
    () => new Promise<TActor>((resolve, reject) => calls.push({ resolve, reject })),
  );
  return { start, calls };
}

/** An actor that only records what it receives. */
function recorder(onSend: (event: Event) => void = () => {}) {
  const received: string[] = [];
  const actor = {
    send: (event: Event) => {
      received.push(event.type);
      onSend(event);
    },
  } as unknown as AnyActorRef;
  return { actor, received };
}

describe('actorLater: an actor made with the first event sent to it', () => {
  it('given events sent before it runs, when it runs, then each arrives once, in order', async () => {
    const { start, calls } = startByHand<AnyActorRef>();
    const later = actorLater(start);
    const onChange = vi.fn();
    later.subscribe(onChange);
    later.send({ type: 'a' });
    later.send({ type: 'b' });
    expect(start).toHaveBeenCalledTimes(1);
    expect(later.current()).toBeUndefined();

    const { actor, received } = recorder();
    calls[0]?.resolve(actor);
    await vi.waitFor(() => expect(later.current()).toBe(actor));
    expect(received).toEqual(['a', 'b']);
    expect(onChange).toHaveBeenCalledTimes(1);

    later.send({ type: 'c' });
    expect(received).toEqual(['a', 'b', 'c']);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('given an event sent while the waiting ones are delivered, then it comes after them', async () => {
    const { start, calls } = startByHand<AnyActorRef>();
    const later = actorLater(start);
    const { actor, received } = recorder((event) => {
      if (event.type === 'a') later.send({ type: 'sent by a' });
    });
    later.send({ type: 'a' });
    later.send({ type: 'b' });
    calls[0]?.resolve(actor);
    await vi.waitFor(() => expect(later.current()).toBe(actor));
    expect(received).toEqual(['a', 'b', 'sent by a']);
  });

  it('given a failed load, when the next event is sent, then it loads again and loses nothing', async () => {
    const { start, calls } = startByHand<AnyActorRef>();
    const later = actorLater(start);
    later.send({ type: 'a' });
    calls[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(later.current()).toBeUndefined();

    later.send({ type: 'b' });
    expect(start).toHaveBeenCalledTimes(2);
    const { actor, received } = recorder();
    calls[1]?.resolve(actor);
    await vi.waitFor(() => expect(later.current()).toBe(actor));
    expect(received).toEqual(['a', 'b']);
  });

  it('given a failed load and no further event, then nothing is loaded again by itself', async () => {
    const { start, calls } = startByHand<AnyActorRef>();
    const later = actorLater(start);
    later.send({ type: 'a' });
    calls[0]?.reject(new Error('offline'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(start).toHaveBeenCalledTimes(1);
    expect(later.current()).toBeUndefined();
  });
});

describe('Feedback through actors made later (shell-later.ts)', () => {
  it('gives a toast its id at once, and shows it under that id once the queue runs', async () => {
    const replies = createReplies();
    const startToasts = () => createActor(provideNotifications(replies)).start();
    const { start, calls } = startByHand<ReturnType<typeof startToasts>>();
    const notifications = actorLater(start);
    const notify = notifyVia(notifications, replies);
    const onConfirm = vi.fn();

    const first = notify('normal', 'debug.toastMessage');
    const second = notify('timeDown', 'debug.toastMessage', { n: 2 }, { onConfirm });
    expect(typeof first).toBe('string');
    expect(second).not.toBe(first);
    expect(notifications.current()).toBeUndefined();

    calls[0]?.resolve(startToasts());
    const running = await vi.waitFor(() => notifications.current() ?? Promise.reject());
    expect(selectVisibleToasts(running.getSnapshot()).map((toast) => toast.id)).toEqual([
      first,
      second,
    ]);
    running.send({ type: 'notify.confirm', id: second });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("answers a question asked before the dialog's code came", async () => {
    const replies = createReplies();
    const services = { now: () => 0 };
    const dialog = actorLater(() =>
      Promise.resolve().then(() => startDialog(services, replies, undefined)),
    );
    const answer = dialogFeedback(dialog, replies, services).confirm({
      titleKey: 'debug.confirmTitle',
      messageKey: 'debug.confirmMessage',
    });
    const running = await vi.waitFor(() => dialog.current() ?? Promise.reject());
    expect(running.getSnapshot().matches({ open: 'confirming' })).toBe(true);
    running.send({ type: 'dialog.confirm' });
    await expect(answer).resolves.toBe(true);
  });

  it('loads each of the three with its own first event, reported to the inspection', async () => {
    const inspected: InspectionEvent[] = [];
    const shell = shellActorsLater({ now: () => 0 }, createReplies(), {
      next: (event) => inspected.push(event),
    });
    shell.debugLabel.send({ type: 'debug.click', at: 1000 });
    shell.debugLabel.send({ type: 'debug.click', at: 1100 });
    const label = await vi.waitFor(() => shell.debugLabel.current() ?? Promise.reject(), {
      timeout: 10_000,
    });
    expect(label.getSnapshot().context.count).toBe(2);
    expect(shell.dialog.current()).toBeUndefined();
    expect(shell.notifications.current()).toBeUndefined();
    const seen = new Set(inspected.map((event) => (event.actorRef as AnyActorRef).id));
    expect(seen).toEqual(new Set(['debugLabel']));
  });
});
