import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import en from '../../../../locales/en.json';
import {
  type InboxEvent,
  type InboxPage,
  inboxMachine,
} from '../../../../machines/inbox.machine.ts';
import type { PushMessage } from '../../../../src/domain/message.ts';
import { I18nProvider } from '../../../../src/i18n/I18nContext.tsx';
import { createTranslator } from '../../../../src/i18n/translator.ts';
import { NavigationProvider } from '../../../../src/ui/navigation.tsx';

export const i18n = {
  locale: 'en' as const,
  dir: 'ltr' as const,
  t: createTranslator('en', en, en),
};

export const message = (
  id: number,
  read: boolean,
  extra: Partial<PushMessage> = {},
): PushMessage => ({
  id,
  title: `Message ${id}`,
  summary: `Summary ${id}`,
  content: `<p>Content of <strong>message ${id}</strong></p>`,
  category: 'ACTIVITY',
  read,
  createdAt: Date.UTC(2030, 0, 1, 12, 0) - id * 60_000,
  ...extra,
});

/** A fake inbox server: its messages, the calls it got, and switches to make calls fail. */
export function fakeInboxServer(messages: PushMessage[]) {
  const server = {
    messages,
    failPages: false,
    failMarks: false,
    pageCalls: [] as { pageIndex: number; pageSize: number }[],
    markCalls: [] as number[],
    push: undefined as undefined | ((event: InboxEvent) => void),
  };
  const logic = inboxMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }): Promise<InboxPage> => {
        server.pageCalls.push(input);
        if (server.failPages) throw Object.assign(new Error('down'), { kind: 'network' });
        const start = (input.pageIndex - 1) * input.pageSize;
        return {
          items: server.messages.slice(start, start + input.pageSize),
          total: server.messages.length,
        };
      }),
      loadUnreadCount: fromPromise(async () => server.messages.filter((m) => !m.read).length),
      loadDetail: fromPromise(async ({ input }) => {
        const found = server.messages.find((m) => m.id === input.id);
        if (!found) throw Object.assign(new Error('51020'), { kind: 'code', code: '51020' });
        return found;
      }),
      markRead: fromPromise(async ({ input }) => {
        server.markCalls.push(input.id);
        if (server.failMarks) throw Object.assign(new Error('down'), { kind: 'network' });
        server.messages = server.messages.map((m) =>
          m.id === input.id ? { ...m, read: true } : m,
        );
      }),
      listenForMessages: fromCallback<InboxEvent>(({ sendBack }) => {
        server.push = sendBack;
        return () => {
          server.push = undefined;
        };
      }),
    },
  });
  return { server, logic };
}

/** The providers a view needs: English, and navigation that the test observes. */
export function Providers(props: { children: ReactNode; navigate?: (path: string) => void }) {
  return (
    <I18nProvider value={i18n}>
      <NavigationProvider value={{ href: (p) => p, navigate: props.navigate ?? vi.fn() }}>
        {props.children}
      </NavigationProvider>
    </I18nProvider>
  );
}
