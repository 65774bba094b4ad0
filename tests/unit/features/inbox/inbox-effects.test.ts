import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideInbox } from '../../../../src/app/effects/inbox.ts';
import type { AppServices } from '../../../../src/app/effects/services.ts';
import { createFeed } from '../../../../src/app/feed.ts';
import { INBOX_PAGE_SIZE } from '../../../../src/domain/inbox.ts';
import { selectListState, selectMessages } from '../../../model/models/inbox.selectors.ts';
import { message } from './support.tsx';

function fakeServices() {
  const feed = createFeed();
  let messages = [message(1, true)];
  const client = vi.fn(async (name: string, request: Record<string, unknown>) => {
    switch (name) {
      case 'pushList':
        return { items: messages, total: messages.length, ...request };
      case 'pushCount':
        return { total: messages.filter((m) => !m.read).length };
      case 'pushDetail':
        return messages.find((m) => m.id === request.id);
      case 'readPushMsg':
        return { updated: 1, unread: 0 };
      default:
        throw new Error(`unexpected call ${name}`);
    }
  });
  const services = { client, feed } as unknown as AppServices;
  return { services, client, feed, setMessages: (m: typeof messages) => (messages = m) };
}

/** The inbox as the session runs it: its effects, the app's page size. */
const startInbox = (services: AppServices) =>
  createActor(provideInbox(services), { input: { pageSize: INBOX_PAGE_SIZE } }).start();

describe('the inbox effects', () => {
  it('ask pushList for 1-based pages of the inbox size, and pushCount for the badge', async () => {
    const { services, client } = fakeServices();
    const actor = startInbox(services);
    // The header's badge needs the count only: the list is read once the inbox is shown.
    await vi.waitFor(() => expect(client).toHaveBeenCalledWith('pushCount', {}, expect.anything()));
    expect(client).not.toHaveBeenCalledWith('pushList', expect.anything(), expect.anything());
    actor.send({ type: 'inbox.show' });
    await waitFor(actor, (s) => selectListState(s) === 'ready');
    expect(client).toHaveBeenCalledWith(
      'pushList',
      { pageIndex: 1, pageSize: INBOX_PAGE_SIZE },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(client).toHaveBeenCalledWith('pushCount', {}, expect.anything());
    actor.stop();
  });

  it('mark one message read with readPushMsg and its id', async () => {
    const { services, client, setMessages } = fakeServices();
    setMessages([message(4, false)]);
    const actor = startInbox(services);
    actor.send({ type: 'inbox.show' });
    await waitFor(actor, (s) => selectListState(s) === 'ready');
    actor.send({ type: 'inbox.open', id: 4 });
    await vi.waitFor(() =>
      expect(client).toHaveBeenCalledWith('readPushMsg', { ids: [4] }, expect.anything()),
    );
    actor.stop();
  });

  it('reload the list when the private socket says a message was created', async () => {
    const { services, feed, setMessages } = fakeServices();
    const actor = startInbox(services);
    actor.send({ type: 'inbox.show' });
    await waitFor(actor, (s) => selectListState(s) === 'ready');
    setMessages([message(2, false), message(1, true)]);
    feed.publish(JSON.stringify({ channel: 'message.new', data: { messageId: 2 } }));
    await waitFor(actor, (s) => selectMessages(s).length === 2);
    actor.stop();
    // Once the inbox is stopped, a push reaches nobody.
    feed.publish(JSON.stringify({ channel: 'message.new', data: { messageId: 3 } }));
    expect(actor.getSnapshot().status).toBe('stopped');
  });
});
