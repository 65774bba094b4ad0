import { expect, type Page, type WebSocket } from '@playwright/test';
import { QUICK_POLL } from './poll.ts';

interface Tracked {
  ws: WebSocket;
  /** The sandbox's welcome came. A private socket is greeted before it authenticates. */
  greeted: boolean;
  /** The page sent `{ op: 'auth' }` on it: the private socket. */
  authSent: boolean;
  /** The sandbox accepted that auth: only now do the trader's pushes reach it. */
  authed: boolean;
}

const framePayload = (data: string | Buffer) => (typeof data === 'string' ? data : '');

/** The page's websockets: which opened, which the sandbox greeted, which closed. */
export class SocketWatch {
  private readonly sockets: Tracked[] = [];

  constructor(page: Page) {
    page.on('websocket', (ws) => {
      const tracked: Tracked = { ws, greeted: false, authSent: false, authed: false };
      ws.on('framereceived', ({ payload }) => {
        tracked.greeted = true;
        if (/"channel":"auth"/.test(framePayload(payload))) tracked.authed = true;
      });
      ws.on('framesent', ({ payload }) => {
        if (/"op":"auth"/.test(framePayload(payload))) tracked.authSent = true;
      });
      this.sockets.push(tracked);
    });
  }

  /** Open and greeted, and, if it is the private socket, authenticated. */
  private live(): Tracked[] {
    return this.sockets.filter((s) => s.greeted && !s.ws.isClosed() && (!s.authSent || s.authed));
  }

  /**
   * Waits until `count` sockets are open and greeted, and no socket the page opened is still
   * between its upgrade and the sandbox's greeting (the sandbox drops the sockets it holds, so
   * one mid-handshake at the drop would outlive it); answers how many were ever opened and the
   * paths of those live now.
   */
  async waitForOpen(count: number): Promise<{ opened: number; paths: string[] }> {
    await expect.poll(() => this.live().length, QUICK_POLL).toBeGreaterThanOrEqual(count);
    await expect
      .poll(() => this.sockets.every((s) => s.greeted || s.ws.isClosed()), QUICK_POLL)
      .toBe(true);
    return { opened: this.sockets.length, paths: this.live().map((s) => pathOf(s.ws)) };
  }

  /**
   * Waits until the sockets open before the drop are all closed, and each of them has a new
   * socket on the same path, opened after the drop and live (greeted, and authenticated if
   * private): the app reconnected every one by itself. Counting new sockets alone was not
   * enough: one that opened late for another reason (the live ranking's stream) stood in for
   * the private socket still reconnecting, and a push sent then had no trader to go to.
   */
  async waitForReconnect(before: { opened: number; paths: string[] }): Promise<void> {
    await expect
      .poll(() => this.sockets.slice(0, before.opened).every((s) => s.ws.isClosed()), QUICK_POLL)
      .toBe(true);
    await expect
      .poll(() => {
        const again = this.live()
          .filter((s) => this.sockets.indexOf(s) >= before.opened)
          .map((s) => pathOf(s.ws));
        return before.paths.filter((path) => !again.includes(path));
      }, QUICK_POLL)
      .toEqual([]);
  }
}

/** A socket's path, such as `/v1/private/ws`. */
function pathOf(ws: WebSocket): string {
  return new URL(ws.url()).pathname;
}
