import { expect, type Page, type WebSocket } from '@playwright/test';

/** The private websocket's path (SPEC §7). */
const PRIVATE_PATH = '/api/v1/private/ws';

/**
 * The private websockets a page (its frames included: the app simulator's web view) opens:
 * whether one is open, whether it authenticated, whether it was closed. Listening starts when
 * the object is made, so make it before the page opens.
 */
export class PrivateSockets {
  private readonly sockets: { socket: WebSocket; sentAuth: boolean }[] = [];

  constructor(page: Page) {
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname !== PRIVATE_PATH) return;
      const watched = { socket, sentAuth: false };
      socket.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"op":"auth"')) watched.sentAuth = true;
      });
      this.sockets.push(watched);
    });
  }

  private open() {
    return this.sockets.filter((s) => !s.socket.isClosed());
  }

  /** None was ever opened. */
  seeNone() {
    expect(this.sockets.map((s) => s.socket.url())).toEqual([]);
  }

  /** Exactly one is open, and it sent its auth message (tokens never travel in its URL). */
  async seeOneOpenAndAuthenticated() {
    await expect
      .poll(() => this.open().map((s) => s.sentAuth), { message: 'open private sockets' })
      .toEqual([true]);
    expect(this.open()[0]?.socket.url()).not.toContain('token');
  }

  /** Every one opened so far is closed, and none is open. */
  async seeAllClosed() {
    await expect.poll(() => this.open().length, { message: 'open private sockets' }).toBe(0);
    expect(this.sockets.length).toBeGreaterThan(0);
  }
}
