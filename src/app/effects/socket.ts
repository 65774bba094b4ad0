import { fromCallback, fromPromise } from 'xstate';
import { socketMachine } from '../../../machines/socket.machine.ts';
import type { SocketKind, SocketTarget } from '../../domain/socket-url.ts';
import { writeStored } from '../../platform/storage.ts';
import type { Feed } from '../feed.ts';
import { provideOnce } from './provide-once.ts';

async function textOf(data: unknown): Promise<string> {
  if (typeof data === 'string') return data;
  // Compressed sockets send gzipped JSON in binary frames.
  const blob = data instanceof Blob ? data : new Blob([data as ArrayBuffer]);
  const stream = blob.stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

/** Where a socket's messages go and what the socket does beyond connecting. */
export interface SocketEffects {
  /** Finds the target of a socket asked for by kind (once a host is chosen). */
  locate?: (kind: SocketKind) => Promise<SocketTarget>;
  /** Runs on every connection once it is open (the private socket's auth message). */
  onOpen?: (send: (data: string) => void) => void;
}

/** A websocket of SPEC §7 with its real effects: the browser's WebSocket and the feed. */
export function provideSocket(feed: Feed, { locate, onOpen }: SocketEffects = {}) {
  return provideOnce(socketMachine)({
    actors: {
      locateTarget: fromPromise(({ input }) => {
        if (!locate) throw new Error(`no way to locate the ${input.kind} socket`);
        return locate(input.kind);
      }),
      openSocket: fromCallback(({ input, sendBack, receive }) => {
        let ws: WebSocket | undefined;
        // Opening a socket costs the page's thread about 10 ms on an AMD EPYC (traced in
        // Chromium): in a task of its own, not in the one whose transition asked for it, which
        // spawns and starts actors too (issue 17: no task over 50 ms at 4x CPU).
        const opening = setTimeout(() => {
          const socket = new WebSocket(input.url);
          ws = socket;
          socket.binaryType = 'blob';
          socket.onopen = () => {
            sendBack({ type: 'socket.opened' });
            onOpen?.((data) => socket.send(data));
          };
          socket.onmessage = (message) => {
            textOf(message.data).then(
              (data) => sendBack({ type: 'socket.message', data }),
              () => {},
            );
          };
          socket.onclose = (close) =>
            sendBack({ type: 'socket.closed', code: close.code, reason: close.reason });
        }, 0);
        receive((event) => {
          if (event.type === 'socket.send' && ws?.readyState === WebSocket.OPEN)
            ws.send(event.data);
        });
        return () => {
          clearTimeout(opening);
          if (!ws) return;
          ws.onclose = null;
          ws.close();
        };
      }),
    },
    actions: {
      deliverMessage: (_, params) => feed.publish(params.data),
      storeHost: (_, params) => writeStored('local', params.key, params.host),
    },
  });
}
