import { fromCallback } from 'xstate';
import { socketMachine } from '../../../machines/socket.machine.ts';
import { writeStored } from '../../platform/storage.ts';
import type { Feed } from '../feed.ts';

async function textOf(data: unknown): Promise<string> {
  if (typeof data === 'string') return data;
  // Compressed sockets send gzipped JSON in binary frames.
  const blob = data instanceof Blob ? data : new Blob([data as ArrayBuffer]);
  const stream = blob.stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

/** A websocket of SPEC §7 with its real effects: the browser's WebSocket and the feed. */
export function provideSocket(feed: Feed, onOpen?: (send: (data: string) => void) => void) {
  return socketMachine.provide({
    actors: {
      openSocket: fromCallback(({ input, sendBack, receive }) => {
        const ws = new WebSocket(input.url);
        ws.binaryType = 'blob';
        ws.onopen = () => {
          sendBack({ type: 'socket.opened' });
          onOpen?.((data) => ws.send(data));
        };
        ws.onmessage = (message) => {
          textOf(message.data).then(
            (data) => sendBack({ type: 'socket.message', data }),
            () => {},
          );
        };
        ws.onclose = (close) =>
          sendBack({ type: 'socket.closed', code: close.code, reason: close.reason });
        receive((event) => {
          if (event.type === 'socket.send' && ws.readyState === WebSocket.OPEN) ws.send(event.data);
        });
        return () => {
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
