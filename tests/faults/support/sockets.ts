import { expect, type Page, type WebSocket } from '@playwright/test';
import { QUICK_POLL } from './poll.ts';

interface Tracked {
  ws: WebSocket;
  greeted: boolean;
}

/** The page's websockets: which opened, which the sandbox greeted, which closed. */
export class SocketWatch {
  private readonly sockets: Tracked[] = [];

  constructor(page: Page) {
    page.on('websocket', (ws) => {
      const tracked: Tracked = { ws, greeted: false };
      ws.on('framereceived', () => {
        tracked.greeted = true;
      });
      this.sockets.push(tracked);
    });
  }

  private live(): Tracked[] {
    return this.sockets.filter((s) => s.greeted && !s.ws.isClosed());
  }

  /**
   * Waits until `count` sockets are open and greeted, and no socket the page opened is still
   * between its upgrade and the sandbox's greeting (the sandbox drops the sockets it holds, so
   * one mid-handshake at the drop would outlive it); answers how many were ever opened.
   */
  async waitForOpen(count: number): Promise<{ opened: number; live: number }> {
    await expect.poll(() => this.live().length, QUICK_POLL).toBeGreaterThanOrEqual(count);
    await expect
      .poll(() => this.sockets.every((s) => s.greeted || s.ws.isClosed()), QUICK_POLL)
      .toBe(true);
    return { opened: this.sockets.length, live: this.live().length };
  }

  /**
   * Waits until the sockets open before the drop are all closed, and as many new ones opened
   * after it are greeted: the app reconnected by itself.
   */
  async waitForReconnect(openedBefore: number, count: number): Promise<void> {
    await expect
      .poll(() => this.sockets.slice(0, openedBefore).every((s) => s.ws.isClosed()), QUICK_POLL)
      .toBe(true);
    await expect
      .poll(
        () => this.sockets.slice(openedBefore).filter((s) => s.greeted && !s.ws.isClosed()).length,
        QUICK_POLL,
      )
      .toBeGreaterThanOrEqual(count);
  }
}
