// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InboxView } from '../../../../src/features/inbox/InboxView.tsx';
import { UnreadBadge } from '../../../../src/features/inbox/UnreadBadge.tsx';
import { fakeInboxServer, message, Providers } from './support.tsx';

afterEach(cleanup);

const root = () => document.querySelector('.inbox') as HTMLElement;
const detail = () => document.querySelector('.message-detail') as HTMLElement;
const waitForList = (state: string) =>
  vi.waitFor(() => expect(root().getAttribute('data-state')).toBe(state));
const waitForDetail = (state: string) =>
  vi.waitFor(() => expect(detail().getAttribute('data-state')).toBe(state));

type InboxLogic = ReturnType<typeof fakeInboxServer>['logic'];

/** The screen on an inbox actor of its own, as the session runs one for a logged-in user. */
function Inbox(props: { logic: InboxLogic; input: { pageSize: number }; messageId?: string }) {
  const actor = useActorRef(props.logic, { input: props.input });
  return <InboxView actor={actor} messageId={props.messageId} />;
}

function renderInbox(logic: ReturnType<typeof fakeInboxServer>['logic'], pageSize = 10) {
  const navigate = vi.fn();
  const view = (messageId?: string) => (
    <Providers navigate={navigate}>
      <Inbox logic={logic} input={{ pageSize }} messageId={messageId} />
    </Providers>
  );
  const result = render(view());
  return { ...result, navigate, go: (messageId?: string) => result.rerender(view(messageId)) };
}

async function noAxeViolations(node: HTMLElement) {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
}

describe('Inbox', () => {
  it('given messages, lists them newest first with unread marks and the unread count', async () => {
    const { logic } = fakeInboxServer([message(1, false), message(2, true), message(3, false)]);
    renderInbox(logic);
    await waitForList('ready');
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('link');
    expect(items.map((a) => a.getAttribute('data-state'))).toEqual(['unread', 'read', 'unread']);
    expect(items[0]).toHaveProperty('href', expect.stringMatching(/\/inbox\/1$/));
    expect(items[0]?.textContent).toContain('Unread');
    await vi.waitFor(() => expect(screen.getByText('2 unread messages')).toBeTruthy());
    const time = items[0]!.querySelector('time')!;
    expect(time.getAttribute('title')).toBe('UTC: 2030-01-01 11:59 UTC');
    await noAxeViolations(root());
  });

  it('when a message is opened, shows its sanitised content and marks it read at once', async () => {
    const { logic, server } = fakeInboxServer([
      message(1, false, { content: '<p>Hello <b>there</b></p><script>alert(1)</script>' }),
      message(2, true),
    ]);
    const { go } = renderInbox(logic);
    await waitForList('ready');
    go('1');
    await waitForDetail('shown');
    expect(screen.getByRole('heading', { name: 'Message 1' })).toBeTruthy();
    expect(detail().querySelector('.message-content')?.innerHTML).toBe('<p>Hello <b>there</b></p>');
    expect(screen.getByText('You have read every message.')).toBeTruthy();
    expect(document.querySelector('.message-item[data-state="unread"]')).toBeNull();
    await vi.waitFor(() => expect(server.markCalls).toEqual([1]));
    await noAxeViolations(root());
  });

  // Issue 14: one link policy for every server-given URL.
  it('given links in a message, keeps those of this site and turns the others into their text', async () => {
    const { logic } = fakeInboxServer([
      message(1, false, {
        content:
          '<p>See <a href="/rewards">your rewards</a>, <a href="../activity/./2">the cup</a>, ' +
          '<a href="/.//evil.test/x">the twin</a> and <a href="https://evil.test/x">the partner</a></p>',
      }),
    ]);
    const { go } = renderInbox(logic);
    await waitForList('ready');
    go('1');
    await waitForDetail('shown');
    const content = within(detail().querySelector('.message-content') as HTMLElement);
    expect(content.getByRole('link', { name: 'your rewards' }).getAttribute('href')).toBe(
      '/rewards',
    );
    expect(content.getByRole('link', { name: 'the cup' }).getAttribute('href')).toBe('/activity/2');
    expect(content.getAllByRole('link')).toHaveLength(2);
    expect(content.getByText('the twin').closest('[href]')).toBeNull();
    expect(content.getByText('the partner').closest('[href]')).toBeNull();
    await noAxeViolations(root());
  });

  it('when marking read fails, shows the message unread again and restores the count', async () => {
    const { logic, server } = fakeInboxServer([message(1, false), message(2, false)]);
    server.failMarks = true;
    const { go } = renderInbox(logic);
    await waitForList('ready');
    await vi.waitFor(() => expect(screen.getByText('2 unread messages')).toBeTruthy());
    go('1');
    await vi.waitFor(() => expect(server.markCalls).toEqual([1]));
    await vi.waitFor(() => expect(screen.getByText('2 unread messages')).toBeTruthy());
    expect(document.querySelector('a[href="/inbox/1"]')?.getAttribute('data-state')).toBe('unread');
  });

  it('given an address of a message, opens it once the list knows it is unread', async () => {
    const { logic, server } = fakeInboxServer([message(1, false), message(2, false)]);
    renderInboxAt(logic, '2');
    await waitForDetail('shown');
    await vi.waitFor(() => expect(server.markCalls).toEqual([2]));
    expect(screen.getByText('1 unread message')).toBeTruthy();
  });

  it('loads more pages while messages remain, then offers no more', async () => {
    const { logic, server } = fakeInboxServer([
      message(1, true),
      message(2, true),
      message(3, true),
    ]);
    renderInbox(logic, 2);
    await waitForList('ready');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    await act(async () => screen.getByRole('button', { name: 'Load more' }).click());
    await vi.waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(3));
    expect(server.pageCalls.map((c) => c.pageIndex)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('given no messages, says so', async () => {
    const { logic } = fakeInboxServer([]);
    renderInbox(logic);
    await waitForList('empty');
    expect(screen.getByText('No messages yet')).toBeTruthy();
    await noAxeViolations(root());
  });

  it('when the list fails, explains it and retries on demand', async () => {
    const { logic, server } = fakeInboxServer([message(1, false)]);
    server.failPages = true;
    renderInbox(logic);
    await waitForList('failed');
    expect(screen.getByRole('alert').textContent).toMatch(
      /offline, or the exchange did not answer/,
    );
    server.failPages = false;
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await waitForList('ready');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('given the browser is offline, says the user is offline', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { logic, server } = fakeInboxServer([]);
    server.failPages = true;
    renderInbox(logic);
    await waitForList('failed');
    expect(screen.getByRole('alert').textContent).toBe(
      'You are offline. Check your connection, then try again.Try again',
    );
    online.mockRestore();
  });

  it('when a new message is pushed, reloads the first page and the count', async () => {
    const { logic, server } = fakeInboxServer([message(2, true)]);
    renderInbox(logic);
    await waitForList('ready');
    server.messages = [message(1, false), ...server.messages];
    act(() => server.push?.({ type: 'inbox.refresh' }));
    await vi.waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    await vi.waitFor(() => expect(screen.getByText('1 unread message')).toBeTruthy());
  });

  it('given an address that names no message, says so', async () => {
    const { logic } = fakeInboxServer([message(1, false)]);
    renderInboxAt(logic, 'abc');
    await waitForList('ready');
    expect(detail().getAttribute('data-state')).toBe('notFound');
    expect(screen.getByText(/There is no message at this address/)).toBeTruthy();
  });

  it('when the exchange has no such message for the user (51020), says "not found" with no retry', async () => {
    const { logic } = fakeInboxServer([message(1, false)]);
    renderInboxAt(logic, '99');
    await waitForDetail('notFound');
    expect(within(detail()).getByRole('heading', { level: 2 }).textContent).toBe(
      'Message not found',
    );
    expect(within(detail()).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(detail()).getByRole('link', { name: /Back to messages/ })).toBeDefined();
  });
});

function renderInboxAt(logic: ReturnType<typeof fakeInboxServer>['logic'], messageId: string) {
  return render(
    <Providers>
      <Inbox logic={logic} input={{ pageSize: 10 }} messageId={messageId} />
    </Providers>,
  );
}

function BadgeHarness(props: { logic: ReturnType<typeof fakeInboxServer>['logic'] }) {
  const actor = useActorRef(props.logic, { input: { pageSize: 10 } });
  return <UnreadBadge actor={actor} />;
}

describe('UnreadBadge', () => {
  it('links to the inbox and shows the unread count', async () => {
    const { logic } = fakeInboxServer([message(1, false), message(2, false), message(3, true)]);
    render(
      <Providers>
        <BadgeHarness logic={logic} />
      </Providers>,
    );
    const link = await screen.findByRole('link', { name: 'Inbox, 2 unread messages' });
    expect(link.getAttribute('href')).toBe('/inbox');
    expect(link.textContent).toBe('2');
  });

  it('shows no number when every message is read', async () => {
    const { logic } = fakeInboxServer([message(1, true)]);
    render(
      <Providers>
        <BadgeHarness logic={logic} />
      </Providers>,
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Inbox' }).getAttribute('data-state')).toBe('none'),
    );
    expect(screen.getByRole('link', { name: 'Inbox' }).textContent).toBe('');
  });
});
