import { expect, type Page, type WebSocket } from '@playwright/test';

/** A call as the sandbox's request log (`/sandbox/api/calls`) lists it. */
export interface LoggedCall {
  hostId: string;
  gateway: 'public' | 'private' | 'none';
  name: string;
  method: string;
  path: string;
  code: string;
}

/** The sandbox's request log: what the API hosts received, whoever sent it. */
export class RequestLog {
  constructor(
    private readonly page: Page,
    private readonly baseURL: string,
  ) {}

  async clear() {
    const res = await this.page.request.delete(`${this.baseURL}/sandbox/api/calls`);
    expect(res.ok(), await res.text()).toBe(true);
  }

  async calls(): Promise<LoggedCall[]> {
    const res = await this.page.request.get(`${this.baseURL}/sandbox/api/calls`);
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { calls: LoggedCall[] }).calls;
  }

  /** The names of the calls made so far, each once. */
  async names(): Promise<Set<string>> {
    return new Set((await this.calls()).map((c) => c.name));
  }
}

/** One websocket the page opened, with the frames it received. */
export interface WatchedSocket {
  url: URL;
  frames: (string | Buffer)[];
  socket: WebSocket;
}

/** The page's websockets, by path (SPEC §7: /api/v1/public/ws, /websocket, /v1/stream …). */
export class SocketLog {
  readonly sockets: WatchedSocket[] = [];

  constructor(page: Page) {
    page.on('websocket', (socket) => {
      const watched: WatchedSocket = { url: new URL(socket.url()), frames: [], socket };
      socket.on('framereceived', ({ payload }) => watched.frames.push(payload));
      this.sockets.push(watched);
    });
  }

  /** The first socket opened on `path`, once it has received `frames` frames. */
  async receiving(path: string, frames = 2): Promise<WatchedSocket> {
    await expect
      .poll(() => this.sockets.find((s) => s.url.pathname === path)?.frames.length ?? 0, {
        message: `frames on ${path}; sockets: ${this.sockets.map((s) => s.url.href).join(', ')}`,
      })
      .toBeGreaterThanOrEqual(frames);
    return this.sockets.find((s) => s.url.pathname === path)!;
  }
}

/** The page's websockets, kept from the exchange until released (`holdSockets`). */
export interface HeldSockets {
  /** Lets the held sockets (and any the page opens later) reach the exchange. */
  release(): void;
}

/**
 * Keeps every websocket the page opens from the exchange until `release()`: the page has its
 * socket, but the exchange meets it (and sends its welcome) only then, so a push sent in between
 * reaches none of the page's sockets.
 */
export async function holdSockets(page: Page): Promise<HeldSockets> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.routeWebSocket(
    () => true,
    async (socket) => {
      await released;
      socket.connectToServer();
    },
  );
  return { release };
}
